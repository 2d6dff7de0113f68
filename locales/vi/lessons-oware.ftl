# Lời của các bài học (oware: lessons/oware/).

owa-l01-title = Rải hạt và ăn 2 hay 3 hạt
owa-l01-intro = Bàn Oware có hai hàng, mỗi hàng 6 ô; lúc đầu mỗi ô có 4 hạt. Con giữ các ô 1 đến 6 ở hàng dưới. Mỗi lượt, con bốc hết hạt ở một ô của mình và rải mỗi ô một hạt, ngược chiều kim đồng hồ. Nếu hạt cuối rơi vào ô của bạn và ô đó lúc này có đúng 2 hay 3 hạt, con ăn các hạt đó.
owa-l01-example = Xem nước 3: bốc 4 hạt ở ô số 3 và rải vào các ô 4, 5, 6 và 7.
owa-l01-task = Con hãy đi một nước ăn được ít nhất 2 hạt.
owa-l01-hint = Tìm một ô của Bắc đang có 1 hay 2 hạt, và một ô của con mà hạt cuối rơi đúng vào ô đó.

owa-l02-title = Ăn liên tiếp
owa-l02-intro = Ăn xong ô có hạt cuối, con nhìn ô liền trước nó: nếu đó vẫn là ô của bạn và có 2 hay 3 hạt, con ăn tiếp. Cứ lùi dần như thế cho đến khi gặp một ô không đủ điều kiện.
owa-l02-example = Xem nước 6: Nam ăn ô số 9, rồi lùi lại ăn tiếp ô số 8 và ô số 7.
owa-l02-task = Con hãy đi một nước ăn liên tiếp được 2 ô.
owa-l02-hint = Hạt cuối phải làm thành 2 hay 3 hạt, và ô liền trước nó cũng vậy.

owa-l03-title = Ô nhiều hạt: bỏ qua ô xuất phát
owa-l03-intro = Khi một ô có từ 12 hạt trở lên, hạt đi hết một vòng bàn. Ô con vừa bốc thì được bỏ qua: không rải hạt nào vào đó, con rải tiếp sang ô sau.
owa-l03-example = Xem nước 1: 12 hạt đi hết một vòng, bỏ qua ô số 1, và hạt cuối rơi vào ô số 2.
owa-l03-task = Con hãy đi một nước ăn được ít nhất 3 hạt.
owa-l03-hint = Ô số 6 có 12 hạt: đếm xem hạt cuối rơi vào đâu, và ô đó nhận mấy hạt.

owa-l04-title = Luật ăn sạch (grand slam)
owa-l04-intro = Nếu một nước ăn được hết mọi hạt trên hàng của bạn thì theo luật Abapa, nước đó được đi nhưng không ăn được gì: không ai được lấy hết hạt của bạn.
owa-l04-example = Xem nước 6: ô 7 và ô 8 đều thành 2 hạt, ăn cả hai thì hàng của Bắc hết sạch, nên Nam không ăn được gì.
owa-l04-task = Con hãy đi một nước vẫn ăn được ít nhất 2 hạt.
owa-l04-hint = Hãy ăn một ô thôi, và để lại cho Bắc ít nhất một hạt.

owa-l05-title = Phải cho bạn hạt
owa-l05-intro = Khi hàng của bạn không còn hạt nào, con phải đi một nước đưa hạt sang cho bạn. Nước nào không đưa được hạt sang thì không được đi.
owa-l05-example = Xem nước 5: 2 hạt rơi vào ô 6 và ô 7, nên Bắc có lại 1 hạt.
owa-l05-task = Con hãy cho Bắc ít nhất 3 hạt.
owa-l05-hint = Ô nào của con có nhiều hạt đi sang được hàng của Bắc nhất?

owa-l06-title = Kết thúc ván chơi
owa-l06-intro = Có tất cả 48 hạt. Ai ăn được hơn một nửa, tức là từ 25 hạt trở lên, thì thắng ngay. Ván chơi cũng kết thúc khi người đến lượt không còn nước đi; khi đó mỗi bên lấy các hạt còn trên hàng của mình.
owa-l06-example = Xem nước 4: Nam không ăn được gì, ván chơi vẫn tiếp tục.
owa-l06-task = Con đã ăn 22 hạt. Hãy đi một nước thắng ngay.
owa-l06-hint = Con cần thêm 3 hạt. Ô nào của Bắc sẽ thành 3 hạt?

owa-l07-title = Awalé có hạt màu
owa-l07-intro = Trong Awalé có hạt màu, có hạt đỏ và hạt đen. Con chọn rải màu nào trước: 6R là rải hạt đỏ trước, 6B là rải hạt đen trước. Màu của hạt cuối quyết định: trong ô đó, nếu số hạt cùng màu là 2 hay 3 thì con ăn các hạt màu đó.
owa-l07-example = Đầu ván, mỗi người đặt hạt đặc biệt (vừa đỏ vừa đen) vào một ô của mình: S3, S9; rồi Nam đi 1R.
owa-l07-task = Con hãy đi một nước ăn được ít nhất 4 hạt.
owa-l07-hint = Ô số 6 có 1 hạt đỏ và 1 hạt đen. Thử cả hai cách: hạt cuối màu gì, và ô 8, ô 7 có mấy hạt màu đó?
