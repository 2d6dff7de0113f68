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
oaq-lift = { $mover } bốc { $stones } ở ô số { $number } của mình và rải { $direction }: { $into }.
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
    [2] Đặt một quân vào ô số 1 và một quân vào ô số 2.
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
oaq-stop-big-stone-only = Ô tiếp theo, { $pit }, là ô quan chỉ còn quan, không có quân dân để lấy ra rải tiếp: dừng rải, không ăn được gì và mất lượt.
oaq-squares-two = ô số { $from } và ô số { $to } của { $owner }
oaq-squares-range = các ô từ số { $from } đến số { $to } của { $owner }
oaq-then = { $first }, rồi { $next }

# Ô ăn quan: chú thích bàn chơi, cách ghi nước đi, nước đi không hợp lệ, lý do ván chơi kết thúc.

oaq-board-side = { $side }: { $points } điểm ({ $held })
oaq-board-citizens = { $count } quân dân
oaq-board-big-stones = { $count } quan
oaq-board-debt = nợ { $debt }
oaq-legend = { $side ->
        [1] Các ô: mỗi bên có một ô dân, ô số 1, nằm giữa hai ô quan ở hai đầu bàn; nhìn từ phía { $viewer }, đó là ô quan bên trái và ô quan bên phải.
       *[other] Các ô: ô dân của mỗi bên được đánh số từ 1 đến { $side }, tính từ bên tay trái của người ngồi phía đó (nhìn từ phía { $viewer }, các ô của { $other } ở hàng trên đọc từ { $side } về 1); hai đầu bàn là ô quan bên trái và ô quan bên phải, nhìn từ phía { $viewer }.
    } Nước đi gồm số ô và hướng rải: R là rải sang phải, L là rải sang trái, nhìn từ chỗ người đi ngồi (1R: bốc ô số 1, rải sang phải; gõ P hay T thay cho R hay L cũng được).{ $big ->
        [yes] { " " }Trên bàn, Q+3 là ô quan còn quan và 3 quân dân.
       *[no] { "" }
    }
oaq-move-format = { $side ->
    [1] 1R hoặc 1L (ô số 1, rải sang phải hoặc sang trái)
   *[other] số ô từ 1 đến { $side } và hướng rải, R (phải) hoặc L (trái), ví dụ 1R hay { $example }L
}
oaq-not-a-move = `{ $text }` không phải là nước đi: cần ghi { $expected }
oaq-illegal-empty = ô số { $number } của bạn đang trống
oaq-illegal-not-yours = { $side ->
    [1] bạn chỉ được bốc quân ở ô số 1 của mình
   *[other] bạn chỉ được bốc quân ở các ô dân của mình, từ ô số 1 đến ô số { $side }
}
oaq-illegal-shape = Nước đi Ô ăn quan gồm một ô và một hướng rải, ví dụ 1R
oaq-reason-mandarins-empty = hết quan, tàn dân (cả hai ô quan đều đã trống)
oaq-reason-big-stones = cả hai quan đều đã bị ăn
oaq-reason-no-refill = một người chơi không đủ quân để rải lại

# Ô ăn quan: luật chơi bằng lời (`rules show`), theo các tùy chọn của bộ luật.

oaq-what = Ô ăn quan, trò chơi dân gian của trẻ em Việt Nam.
oaq-rules-board = Bàn chơi
oaq-rules-cells = - { $cells } ô xếp thành một vòng: hai đầu là hai ô quan, ở giữa mỗi bên có { $side ->
        [1] một ô dân (bàn truyền thống có năm ô), là ô số 1 khi ghi nước đi.
        [5] năm ô dân. Ô dân được đánh số từ 1 đến 5 tính từ bên tay trái của người ngồi phía đó, như khi ghi nước đi: nhìn từ phía Nam, các ô của Bắc ở hàng trên đọc từ 5 về 1.
       *[other] { $squares } ô dân (bàn truyền thống có năm ô). Ô dân được đánh số từ 1 đến { $side } tính từ bên tay trái của người ngồi phía đó, như khi ghi nước đi: nhìn từ phía Nam, các ô của Bắc ở hàng trên đọc từ { $side } về 1.
    }
oaq-rules-citizens = - Lúc đầu mỗi ô dân có { $count } quân dân, mỗi quân được một điểm.
oaq-rules-big-stone = - Lúc đầu mỗi ô quan có một viên quan lớn, được { $value } điểm.
oaq-rules-small-stones = - Lúc đầu mỗi ô quan có { $count } quân nhỏ, mỗi quân được một điểm như quân dân; không có viên quan lớn.
oaq-rules-first = - { $player } đi trước.
oaq-rules-first-random = - Oẳn tù tì để chọn người đi trước.
oaq-rules-move = Nước đi
oaq-rules-move-choose = - Chọn một ô dân còn quân của mình và một hướng, sang trái (L) hoặc sang phải (R), nhìn từ chỗ mình ngồi; nước 1R là bốc ô ngoài cùng bên trái và rải sang phải. Bốc hết quân trong ô rồi rải mỗi ô tiếp theo một quân, kể cả ô quan.
oaq-rules-move-then = - Rải hết quân trên tay thì xem ô ngay sau quân cuối cùng:
oaq-rules-move-relay = { "  " }- ô dân còn quân: bốc hết quân ở ô đó, rải tiếp theo cùng hướng (bốc tiếp, rải tiếp);
oaq-rules-mandarin-stops = { "  " }- ô quan còn quân: dừng lại, mất lượt;
oaq-rules-mandarin-take-one = { "  " }- ô quan còn quân dân: lấy ra một quân dân và rải tiếp; ô quan chỉ còn quan: dừng lại, mất lượt;
oaq-rules-mandarin-take-one-small = { "  " }- ô quan còn quân: lấy ra một quân và rải tiếp;
oaq-rules-gap = { $mandarin ->
    [yes] { "  " }- ô trống (ô dân hay ô quan đều được): ăn hết quân ở ô ngay sau ô trống đó.
   *[no] { "  " }- ô dân trống: ăn hết quân ở ô ngay sau ô trống đó. Gặp ô quan trống thì mất lượt.
}
oaq-rules-behind-gap = - Nếu ô sau ô trống cũng trống (hai ô trống liền nhau) thì không ăn được gì. Ô nào có quân cũng ăn được, kể cả ô của mình.
oaq-rules-chain = { $chain ->
    [yes] - Ăn liên tiếp: nếu ô sau ô vừa ăn trống và ô kế tiếp có quân thì ăn tiếp ô đó, cứ thế cho đến khi không ăn được nữa. Ăn xong thì không rải tiếp.
   *[no] - Mỗi nước chỉ ăn được một ô (không ăn liên tiếp).
}
oaq-rules-quan-non-off = - Ô quan có thể bị ăn bất cứ lúc nào.
oaq-rules-quan-non-citizens = - Quan non: ô quan còn quan mà { $min ->
        [1] chưa có quân dân nào
       *[other] có ít hơn { $min } quân dân
    } là quan non, chưa được ăn; nước đi nào định ăn quan non thì phải dừng lại.
oaq-rules-quan-non-stones = - Quan non: ô quan { $most ->
        [1] chỉ có một quân
       *[other] có từ 1 đến { $most } quân
    } là quan non, chưa được ăn; nước đi nào định ăn quan non thì phải dừng lại.
oaq-rules-quan-non-turns = - Quan non: { $turns ->
        [1] nước đi đầu tiên của ván không được ăn ô quan.
       *[other] trong { $turns } nước đầu tiên của ván không được ăn ô quan.
    }
oaq-rules-refill = Rải quân khi hết quân
oaq-rules-refill-when = { $side ->
    [1] - Đến lượt mà ô dân của mình đã trống thì lấy một quân { $small ->
            [yes] { "" }
           *[no] dân{ " " }
        }đã ăn ra đặt vào ô đó (rải quân).
   *[other] - Đến lượt mà cả { $squares } ô dân của mình đều trống thì lấy { $squares } quân { $small ->
            [yes] { "" }
           *[no] dân{ " " }
        }đã ăn ra rải lại, mỗi ô một quân (rải quân).
}
oaq-rules-short = { $side ->
    [1] Nếu không còn quân { $small ->
            [yes] nào
           *[no] dân nào
        } đã ăn
   *[other] Nếu không đủ { $squares } quân
}
oaq-rules-borrow = - { $short } thì rải số quân mình có và vay của đối phương phần còn thiếu; mỗi quân vay bị trừ một điểm và trả lại một điểm cho người cho vay (nợ). Không có quân để rải, cũng không vay được thì mất lượt; hai lần mất lượt liền nhau thì ván chơi kết thúc.
oaq-rules-bank = - { $short } thì rải số quân mình có, phần còn thiếu lấy ở ngoài bàn chơi, mỗi quân bị trừ một điểm.
oaq-rules-short-ends = - { $short } thì ván chơi kết thúc ngay và tính điểm.
oaq-rules-short-loses = - { $short } thì người đó thua.
oaq-rules-sell = - { $short } thì người đã ăn được quan bán quan cho đối phương, lấy tối đa { $value } quân dân để rải; không có quan để bán, hoặc bán rồi vẫn thiếu, thì người đó thua.
oaq-rules-end = Kết thúc
oaq-rules-end-mandarins = - Ván chơi kết thúc khi cả hai ô quan đều trống (hết quan, tàn dân). Khi đó mỗi bên thu quân dân còn trên các ô của mình (thu quân).
oaq-rules-end-big-stones = - Ván chơi kết thúc khi cả hai quan đều đã bị ăn. Khi đó mỗi bên thu quân dân còn trên các ô của mình; quân dân còn trong ô quan { $leftover ->
        [capturer] thuộc về người đã ăn quan của ô đó
        [split] chia đôi cho hai bên (lẻ một quân thì không ai được)
       *[nobody] không thuộc về ai
    }.
oaq-rules-points = - Tính điểm: { $small ->
        [yes] mỗi quân ăn được một điểm
       *[no] mỗi quân dân ăn được một điểm, mỗi quan { $value } điểm
    }{ $shortfall ->
        [borrow] , trừ số quân đã vay, cộng số quân đã cho vay
        [bank] , trừ số quân đã lấy ở ngoài bàn chơi
       *[other] { "" }
    }. Ai nhiều điểm hơn thì thắng; bằng điểm thì hòa.
oaq-rules-limits = - Giới hạn an toàn: ván chơi dừng lại khi chưa kết thúc sau { $plies } nước đi, hoặc sau { $quiet } nước liền nhau không ăn được gì; nước đi nào phải rải tiếp quá { $relays } lần thì bị bỏ. { $ranges }
