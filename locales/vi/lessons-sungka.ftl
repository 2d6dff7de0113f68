# Lời của các bài học (sungka: lessons/sungka/).

sgk-l01-title = Kho và lượt đi thêm
sgk-l01-intro = Bàn Sungka có 7 hố mỗi bên và hai kho lớn ở hai đầu; kho bên phải là của con. Con rải mỗi hố một vỏ ốc, qua cả kho của mình nhưng bỏ qua kho của bạn. Nếu vỏ ốc cuối rơi vào kho của con, con được đi thêm một lượt.
sgk-l01-example = Xem nước 1: 7 vỏ ốc vào các hố 2 đến 7 rồi vào kho của Nam, nên Nam được đi thêm.
sgk-l01-task = Con hãy đi một nước để được đi thêm một lượt.
sgk-l01-hint = Hố nào có số vỏ ốc vừa đủ để vỏ ốc cuối rơi vào kho?

sgk-l02-title = Rải tiếp
sgk-l02-intro = Nếu vỏ ốc cuối rơi vào một hố đã có vỏ ốc, con bốc hết vỏ ốc ở hố đó và rải tiếp. Lượt đi chỉ dừng khi vỏ ốc cuối rơi vào hố trống hoặc vào kho.
sgk-l02-example = Xem nước 6: vỏ ốc cuối rơi vào hố số 7 đã có vỏ ốc, nên Nam bốc tiếp và rải tiếp.
sgk-l02-task = Con hãy đi một nước phải rải tiếp ít nhất 2 lần.
sgk-l02-hint = Thử hố số 6: sau mỗi lần rải, vỏ ốc cuối rơi vào hố có vỏ ốc hay hố trống?

sgk-l03-title = Ăn vỏ ốc
sgk-l03-intro = Nếu vỏ ốc cuối rơi vào một hố trống của con, con ăn hết vỏ ốc ở hố đối diện bên hàng của bạn, cùng với vỏ ốc cuối ấy, và cho tất cả vào kho.
sgk-l03-example = Xem nước 2: vỏ ốc cuối rơi vào hố số 3 đang trống; hố đối diện có 3 vỏ ốc, nên Nam ăn 3 vỏ ốc ấy cùng vỏ ốc cuối.
sgk-l03-task = Con hãy đi một nước ăn được ít nhất 3 vỏ ốc.
sgk-l03-hint = Tìm một hố trống của con mà hố đối diện có vỏ ốc, rồi tìm hố có vỏ ốc cuối rơi đúng vào đó.

sgk-l04-title = Kết thúc ván chơi
sgk-l04-intro = Ai không còn vỏ ốc trên hàng của mình thì mất lượt. Khi cả hai hàng đều hết vỏ ốc, ván chơi kết thúc; ai có nhiều vỏ ốc trong kho hơn thì thắng.
sgk-l04-example = Xem nước 7: vỏ ốc cuối vào kho của Nam, cả hai hàng đều hết vỏ ốc: ván chơi kết thúc, Nam thắng.
sgk-l04-task = Con hãy ăn hết vỏ ốc của Bắc, để Bắc không còn nước nào để đi.
sgk-l04-hint = Bắc chỉ còn một hố có vỏ ốc. Hố nào của con nằm đối diện với nó?

sgk-l05-title = Mẹo: đừng để bạn ăn
sgk-l05-intro = Trước khi đi, hãy nhìn các hố trống của bạn: vỏ ốc cuối của bạn rơi vào đó thì bạn ăn được hố đối diện, tức là hố của con.
sgk-l05-example = Xem: Nam đi 1, rồi Bắc đi 2 và ăn vỏ ốc của Nam.
sgk-l05-task = Con hãy đi một nước mà sau đó Bắc không ăn được gì.
sgk-l05-hint = Nếu hố đối diện với hố trống của Bắc không còn vỏ ốc thì Bắc chẳng ăn được gì ở đó.
