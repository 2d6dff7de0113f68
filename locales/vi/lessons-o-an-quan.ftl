# Lời của các bài học (o-an-quan: lessons/o-an-quan/).

oaq-l01-title = Bàn chơi và các ô
oaq-l01-intro = Bàn Ô ăn quan có mười ô dân, mỗi bên năm ô, và hai ô quan ở hai đầu. Lúc bắt đầu, mỗi ô dân có 5 quân dân, mỗi ô quan có một quan to. Con ngồi phía Nam: năm ô hàng dưới là của con, đánh số từ 1 đến 5 tính từ bên trái.
oaq-l01-example = Xem một nước đi đầu tiên: bốc hết quân ở ô số 1 rồi rải sang phải, mỗi ô một quân.
oaq-l01-task = Con hãy đi một nước ăn được 6 quân dân.
oaq-l01-hint = Hầu hết các ô đều ăn được. Chỉ cần đừng rải về phía ô quan ngay cạnh ô mình bốc.

oaq-l02-title = Bốc và rải quân
oaq-l02-intro = Mỗi lượt, con chọn một ô dân của mình còn quân, bốc hết quân trong ô đó rồi rải lần lượt mỗi ô một quân. Nước đi được ghi bằng số ô và hướng rải: 4R là bốc ô số 4 rải sang phải, 4L là rải sang trái.
oaq-l02-example = Xem nước 3L: bốc 5 quân ở ô số 3 và rải sang trái, mỗi ô một quân, qua cả ô quan.
oaq-l02-task = Con hãy bốc ô số 4 và rải sang phải.
oaq-l02-hint = Sang phải là R. Gõ số ô trước, rồi đến hướng rải.

oaq-l03-title = Chọn hướng rải
oaq-l03-intro = Cùng một ô, rải sang trái hay sang phải cho kết quả rất khác nhau. Trước khi đi, con hãy đếm xem quân cuối cùng sẽ rơi vào ô nào theo mỗi hướng.
oaq-l03-example = Xem nước 2R: quân cuối rơi vào ô số 3, ô sau đó trống nên được ăn ô kế tiếp.
oaq-l03-task = Con hãy chọn ô và hướng rải để ăn được ít nhất 3 quân.
oaq-l03-hint = Ô số 5 có 2 quân. Thử đếm: rải sang phải thì quân cuối rơi vào đâu?

oaq-l04-title = Bốc tiếp, rải tiếp
oaq-l04-intro = Khi quân cuối cùng rơi xuống mà ô tiếp theo còn quân dân, con bốc hết quân ở ô đó và rải tiếp theo cùng hướng. Cứ thế cho đến khi gặp ô trống hoặc ô quan.
oaq-l04-example = Xem nước 1L: rải xong, ô tiếp theo còn quân nên bốc tiếp và rải tiếp.
oaq-l04-task = Con hãy đi một nước phải bốc tiếp ít nhất 2 lần.
oaq-l04-hint = Thử đếm với ô số 1 và rải sang trái: sau mỗi lần rải, ô tiếp theo có quân không?

oaq-l05-title = Ăn quân
oaq-l05-intro = Rải xong, nếu ô tiếp theo trống và ô sau đó có quân thì con được ăn hết quân ở ô sau đó. Quân ăn được để riêng, mỗi quân dân là 1 điểm.
oaq-l05-example = Xem nước 2R: quân cuối rơi vào ô số 3 của Nam, ô số 4 trống nên Nam ăn các quân ở ô số 5.
oaq-l05-task = Con hãy đi một nước ăn được ít nhất 4 quân.
oaq-l05-hint = Tìm một ô có 4 quân mà ngay trước nó là một ô trống. Quân cuối của con phải rơi vào ô ngay trước ô trống đó.

oaq-l06-title = Ăn liên tiếp
oaq-l06-intro = Ăn xong một ô, nếu ô tiếp theo lại trống và ô sau đó có quân thì con ăn tiếp. Cứ một ô trống, một ô có quân là ăn được liên tiếp nhiều ô.
oaq-l06-example = Xem nước 4R: rải xong thì ô tiếp theo là ô trống; xem Nam ăn được những gì.
oaq-l06-task = Con hãy đi một nước ăn liên tiếp được 2 ô.
oaq-l06-hint = Nhìn hàng của Bắc: ô trống, ô có quân, ô trống, ô có quân. Quân cuối của con phải rơi ngay trước ô trống đầu tiên.

oaq-l07-title = Ăn quan
oaq-l07-intro = Ô quan cũng ăn được như ô dân: trước nó là một ô trống thì con ăn cả quan lẫn quân dân trong ô. Quan to được tính 10 điểm, nên ăn quan là nước rất lợi.
oaq-l07-example = Xem nước 1R: Nam ăn ô số 4, rồi ô số 5 trống nên ăn tiếp ô quan bên phải: quan và 5 quân dân.
oaq-l07-task = Con hãy đi một nước ăn được quan.
oaq-l07-hint = Ô số 1 của con đang trống, ngay cạnh ô quan bên trái. Quân cuối nên rơi vào ô số 2.

oaq-l08-title = Quan non
oaq-l08-intro = Ô quan còn ít quân dân (dưới 5 quân) gọi là quan non. Quan non thì chưa được ăn: nếu sau ô trống là quan non, con mất lượt mà không ăn được gì.
oaq-l08-example = Xem nước 3L: sau ô trống là ô quan bên trái, nhưng đó là quan non nên Nam không được ăn và mất lượt.
oaq-l08-task = Cả hai ô quan đều là quan non. Con hãy đi một nước vẫn ăn được quân.
oaq-l08-hint = Đừng nhắm vào ô quan. Tìm những ô dân có quân của Bắc, mỗi ô đứng sau một ô trống.

oaq-l09-title = Mất lượt
oaq-l09-intro = Lượt đi của con kết thúc khi quân cuối rơi xuống mà ô tiếp theo là ô quan, hoặc có hai ô trống liền nhau. Khi đó con không ăn được gì và đến lượt bạn.
oaq-l09-example = Xem nước 4R: quân cuối rơi vào ô số 5, ô tiếp theo là ô quan nên Nam dừng lại và mất lượt.
oaq-l09-task = Ở thế này, nhiều nước bị mất lượt mà không ăn được gì. Con hãy tìm nước ăn được quân.
oaq-l09-hint = Đếm từng nước: sau quân cuối là ô quan, hai ô trống hay một ô trống rồi một ô có quân?

oaq-l10-title = Rải quân và vay quân
oaq-l10-intro = Đến lượt mình mà cả năm ô dân đều trống, con phải lấy quân đã ăn ra rải lại, mỗi ô một quân. Nếu không đủ 5 quân thì phải vay bạn, và sau này trả lại.
oaq-l10-example = Xem nước 3L: Nam ăn hết quân bên Bắc. Bắc chỉ có 2 quân đã ăn nên phải vay Nam thêm 3 quân để rải lại.
oaq-l10-task = Con hãy ăn hết quân dân bên Bắc, để Bắc phải rải quân.
oaq-l10-hint = Bắc chỉ còn hai ô có quân, ô số 2 và ô số 4, mỗi ô đứng sau một ô trống. Ăn liên tiếp cả hai ô.

oaq-l11-title = Hết quan, tàn dân
oaq-l11-intro = Ván chơi kết thúc khi cả hai ô quan đều đã bị ăn hết. Mỗi bên thu các quân còn lại trên các ô của mình, rồi đếm điểm: quan 10 điểm, mỗi quân dân 1 điểm. Ai nhiều điểm hơn thì thắng.
oaq-l11-example = Ô quan bên phải đã bị Bắc ăn. Xem nước 4R: Nam ăn được 2 quân nhưng ván chơi vẫn tiếp tục vì ô quan bên trái vẫn còn.
oaq-l11-task = Con hãy đi một nước kết thúc ván chơi và giành chiến thắng.
oaq-l11-hint = Ăn nốt ô quan còn lại thì hết quan. Ô số 1 của con đang trống, ngay cạnh ô quan bên trái.

oaq-l12-title = Mẹo: đừng để bạn ăn
oaq-l12-intro = Trước khi đi, hãy nghĩ xem sau nước của mình, bạn sẽ đi gì. Một nước không ăn được gì vẫn là nước tốt nếu nó không để bạn ăn quân của mình.
oaq-l12-example = Xem nước 2R: Nam không ăn được gì, rồi Bắc đi 1L và ăn quân của Nam.
oaq-l12-task = Con hãy đi một nước mà sau đó Bắc không ăn được quân nào.
oaq-l12-hint = Thử từng nước, rồi nhìn các ô trống: sau nước của con, Bắc có nước nào rơi ngay trước một ô trống mà ô sau đó có quân không?

oaq-l13-title = Mẹo: tìm nước tốt nhất
oaq-l13-intro = Nước tốt nhất là nước được nhiều điểm nhất sau khi bạn đã đáp lại. Hãy so từng nước: con ăn được bao nhiêu, rồi bạn ăn lại được bao nhiêu.
oaq-l13-example = Xem nước 2L: Nam ăn được 2 quân, nhưng Bắc đáp lại bằng 3L và ăn được cả quan.
oaq-l13-task = Con hãy tìm nước tốt nhất ở thế này.
oaq-l13-hint = Có một nước ăn được cả quan bên trái lẫn nhiều quân dân, mà sau đó Bắc gần như không ăn lại được gì.
