# Lời của các bài học (kalah: lessons/kalah/).

klh-l01-title = Kho và lượt đi thêm
klh-l01-intro = Bàn Kalah có 6 hố mỗi bên, mỗi hố 4 hạt, và một kho ở mỗi đầu; kho bên phải là của con. Con bốc hết hạt ở một hố của mình và rải mỗi hố một hạt ngược chiều kim đồng hồ, qua cả kho của mình nhưng bỏ qua kho của bạn. Hạt cuối rơi vào kho của con thì con được đi thêm.
klh-l01-example = Xem nước 1: 4 hạt rơi vào các hố 2, 3, 4 và 5.
klh-l01-task = Con hãy đi một nước để được đi thêm một lượt.
klh-l01-hint = Hố nào có 4 hạt mà cách kho của con đúng 4 bước?

klh-l02-title = Ăn hạt
klh-l02-intro = Nếu hạt cuối rơi vào một hố trống của con, và hố đối diện bên hàng của bạn có hạt, con ăn hết hạt ở hố đối diện cùng hạt cuối ấy, cho vào kho của con.
klh-l02-example = Xem nước 3: hạt cuối rơi vào hố số 4 đang trống; Nam ăn hạt ở hố đối diện cùng hạt cuối.
klh-l02-task = Con hãy đi một nước ăn được ít nhất 3 hạt.
klh-l02-hint = Hố số 2 của con đang trống. Hố đối diện với nó có mấy hạt?

klh-l03-title = Kết thúc ván chơi
klh-l03-intro = Khi một bên không còn hạt nào trên hàng của mình, ván chơi kết thúc: bên kia lấy hết hạt còn lại trên hàng của họ cho vào kho. Ai có nhiều hạt trong kho hơn thì thắng.
klh-l03-example = Xem nước 6: hạt vào kho, Nam được đi thêm, nhưng ván chơi vẫn chưa kết thúc.
klh-l03-task = Con hãy đi một nước kết thúc ván chơi và giành chiến thắng.
klh-l03-hint = Ăn hết hạt của Bắc thì hàng của Bắc trống và ván chơi kết thúc.

klh-l04-title = Mẹo: đừng để bạn ăn
klh-l04-intro = Mỗi hố trống của bạn là một cái bẫy: hạt cuối của bạn rơi vào đó thì hố của con ở đối diện bị ăn. Trước khi đi, hãy xem bạn có đi được vào bẫy ấy không.
klh-l04-example = Xem: Nam đi 3, rồi Bắc đi 2 và ăn hạt của Nam.
klh-l04-task = Con hãy đi một nước mà sau đó Bắc không ăn được gì.
klh-l04-hint = Xem hố nào của con nằm đối diện với hố trống của Bắc, và đừng để hạt ở đó.

klh-l05-title = Mẹo: đi thêm rồi mới ăn
klh-l05-intro = Một lượt đi thêm cho con một nước nữa trước khi bạn được đi. Hãy dùng nó để chuẩn bị: đi thêm trước, rồi mới ăn.
klh-l05-example = Xem: Nam đi 3, hạt cuối vào kho nên Nam được đi tiếp 6.
klh-l05-task = Con hãy tìm nước tốt nhất ở thế này.
klh-l05-hint = Có hai hố cho con đi thêm. Sau lượt đi thêm, con còn ăn được gì không?
