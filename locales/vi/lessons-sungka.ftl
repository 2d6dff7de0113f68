# Lời của các bài học (sungka: lessons/sungka/).

sgk-l01-title = Kho và lượt đi thêm
sgk-l01-intro = Bàn Sungka có 7 ô mỗi bên và hai kho lớn ở hai đầu; kho bên phải là của con. Con rải mỗi ô một hạt, qua cả kho của mình nhưng bỏ qua kho của bạn. Nếu hạt cuối rơi vào kho của con, con được đi thêm một lượt.
sgk-l01-example = Xem nước 1: 7 hạt vào các ô 2 đến 7 rồi vào kho của Nam, nên Nam được đi thêm.
sgk-l01-task = Con hãy đi một nước để được đi thêm một lượt.
sgk-l01-hint = Ô nào có số hạt vừa đủ để hạt cuối rơi vào kho?

sgk-l02-title = Rải tiếp
sgk-l02-intro = Nếu hạt cuối rơi vào một ô đã có hạt, con bốc hết hạt ở ô đó và rải tiếp. Lượt đi chỉ dừng khi hạt cuối rơi vào ô trống hoặc vào kho.
sgk-l02-example = Xem nước 6: hạt cuối rơi vào ô số 7 đã có hạt, nên Nam bốc tiếp và rải tiếp.
sgk-l02-task = Con hãy đi một nước phải rải tiếp ít nhất 2 lần.
sgk-l02-hint = Thử ô số 6: sau mỗi lần rải, hạt cuối rơi vào ô có hạt hay ô trống?

sgk-l03-title = Ăn hạt
sgk-l03-intro = Nếu hạt cuối rơi vào một ô trống của con, con ăn hết hạt ở ô đối diện bên hàng của bạn, cùng với hạt cuối ấy, và cho tất cả vào kho.
sgk-l03-example = Xem nước 2: hạt cuối rơi vào ô số 3 đang trống; ô đối diện có 3 hạt, nên Nam ăn 3 hạt ấy cùng hạt cuối.
sgk-l03-task = Con hãy đi một nước ăn được ít nhất 3 hạt.
sgk-l03-hint = Tìm một ô trống của con mà ô đối diện có hạt, rồi tìm ô có hạt cuối rơi đúng vào đó.

sgk-l04-title = Kết thúc ván chơi
sgk-l04-intro = Ai không còn hạt trên hàng của mình thì mất lượt. Khi cả hai hàng đều hết hạt, ván chơi kết thúc; ai có nhiều hạt trong kho hơn thì thắng.
sgk-l04-example = Xem nước 7: hạt cuối vào kho của Nam, cả hai hàng đều hết hạt: ván chơi kết thúc, Nam thắng.
sgk-l04-task = Con hãy ăn hết hạt của Bắc, để Bắc không còn nước nào để đi.
sgk-l04-hint = Bắc chỉ còn một ô có hạt. Ô nào của con nằm đối diện với nó?

sgk-l05-title = Mẹo: đừng để bạn ăn
sgk-l05-intro = Trước khi đi, hãy nhìn các ô trống của bạn: hạt cuối của bạn rơi vào đó thì bạn ăn được ô đối diện, tức là ô của con.
sgk-l05-example = Xem: Nam đi 1, rồi Bắc đi 2 và ăn hạt của Nam.
sgk-l05-task = Con hãy đi một nước mà sau đó Bắc không ăn được gì.
sgk-l05-hint = Nếu ô đối diện với ô trống của Bắc không còn hạt thì Bắc chẳng ăn được gì ở đó.
