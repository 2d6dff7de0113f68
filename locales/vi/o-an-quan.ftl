# Ô ăn quan: lời kể từng bước của một nước đi (`replay --explain`, bàn cờ trên web).

stones = { $count } quân
oaq-side = { $side ->
    [0] Nam
   *[1] Bắc
}
oaq-left-mandarin = ô quan bên trái
oaq-right-mandarin = ô quan bên phải
oaq-square = ô số { $number } của { $owner }
oaq-direction = { $dir ->
    [right] sang phải (R)
   *[left] sang trái (L)
}
oaq-into-one = vào { $cells }
oaq-into-many = mỗi ô một quân vào { $cells }
oaq-lift = { $mover } bốc { $stones } ở { $pit } và rải { $direction }: { $into }.
oaq-relay = Ô tiếp theo, { $pit }, có { $stones }: bốc tiếp và rải tiếp { $into }.
oaq-take-one = Ô tiếp theo, { $pit }, là ô quan còn quân: lấy ra một quân và rải vào { $into }.
oaq-capture = { $gap } trống nên { $mover } ăn các quân ở ô sau đó, { $pit }: { $pieces }, được { $points } điểm.
oaq-big-stone = quan ({ $points } điểm)
oaq-citizens = { $count } quân dân
oaq-and = { $first } và { $second }
oaq-stop-occupied-mandarin = Ô tiếp theo, { $pit }, là ô quan còn quân: dừng rải, không ăn được gì và mất lượt.
oaq-stop-empty-mandarin = Ô tiếp theo, { $pit }, là ô quan đã trống; theo luật này ô quan trống không được coi là ô trống để ăn, nên mất lượt.
oaq-stop-two-empty = Ô tiếp theo, { $gap }, trống, và ô sau đó, { $pit }, cũng trống: hai ô trống liền nhau nên không ăn thêm được gì và mất lượt.
oaq-stop-quan-non = Ô tiếp theo, { $gap }, trống, nhưng ô sau đó, { $pit }, là quan non nên chưa được ăn: mất lượt.
oaq-stop-occupied = Ô tiếp theo, { $pit }, có quân nên không ăn tiếp được nữa.
oaq-stop-no-chain = Luật này không cho ăn liên tiếp: ăn một lần là hết lượt.
oaq-stop-other = Nước đi kết thúc ({ $code }).
oaq-refill-one = Ô dân của { $who } đã hết quân: rải quân.
oaq-refill-all = Cả { $count ->
        [2] hai
        [3] ba
        [4] bốn
        [5] năm
        [6] sáu
        [7] bảy
        [8] tám
        [9] chín
        [10] mười
       *[other] { $count }
    } ô dân của { $who } đều trống: rải quân.
oaq-refill-sells = { $who } bán một quan đã ăn cho { $other } để lấy { $price } quân dân.
oaq-refill-own = { $who } lấy { $count } quân dân đã ăn của mình ra rải lại.
oaq-refill-borrows = { $who } vay { $other } { $count } quân và nợ { $other } { $count } điểm.
oaq-refill-bank = { $who } lấy { $stones } ở ngoài bàn chơi, mỗi quân một điểm.
oaq-refill-placed = { $placed ->
    [1] Đặt một quân vào ô số 1.
   *[other] Đặt mỗi ô một quân, từ ô số 1 đến ô số { $placed }.
}
oaq-pass = { $who } không còn quân trên các ô dân, cũng không có quân để rải lại hay để vay: mất lượt.
oaq-sweep = Thu quân: { $who } thu { $stones } còn lại trên các ô của mình.
oaq-limit = Đã đến giới hạn an toàn `{ $limit }`: ván chơi dừng lại khi chưa kết thúc.
oaq-end-mandarins-empty = hết quan, tàn dân
oaq-end-big-stones = cả hai quan đều đã bị ăn
oaq-end-no-refill = một người chơi không còn quân để rải lại
oaq-end-blocked = không bên nào đi được nữa
oaq-result-wins = { $winner } thắng
oaq-result-unfinished = ván chơi chưa kết thúc
oaq-result-draw = hòa
oaq-game-over = Ván chơi kết thúc: { $why }. Điểm cuối cùng: Nam { $south } – Bắc { $north }: { $result }.
