# Họ Awalé (Oware Abapa, Awalé hạt màu): các ô, chú thích bàn cờ, nước đi bị từ chối, và lời kể
# từng nước đi (`replay --explain`, bàn cờ trên web).

## Những từ dùng trong nhiều câu.
aw-seeds = { $count } hạt
aw-hole = ô số { $hole }
aw-and = { $first } và { $last }
aw-holes = ô { $list }
aw-colour-count = { $count } { $colour ->
    [red] đỏ
    [black] đen
   *[special] đặc biệt
}
aw-seeds-of-colour = { $count } hạt { $colour ->
    [red] đỏ
    [black] đen
   *[special] đặc biệt
}
aw-seeds-mixed = { $seeds } ({ $colours })
aw-ordinal = thứ { $n }

## Chú thích bàn cờ.
aw-status-unfinished = Ván chơi dừng lại khi chưa kết thúc
aw-status-over = Ván chơi đã kết thúc
aw-status-place = Đến lượt { $player } đặt hạt đặc biệt (S{ $from }-S{ $to })
aw-status-move = Đến lượt { $player }
aw-board-side = { $side } (người chơi { $number }): đã ăn { $captured } hạt{ $inhand ->
    [0] {""}
   *[other] , còn { $inhand } hạt đặc biệt phải đặt
}
aw-legend = Ô 1-{ $houses } là của Nam, ô { $next }-{ $holes } là của Bắc; hạt được rải theo thứ tự 1, 2, ..., { $holes }, 1, ngược chiều kim đồng hồ trên hình.{ $coloured ->
    [yes] { " " }Mỗi ô ghi số hạt theo màu: 3R3B1S là 3 hạt đỏ, 3 hạt đen và 1 hạt đặc biệt (vừa đỏ vừa đen); - là ô trống.
   *[no] {""}
}

## Vì sao ván chơi kết thúc (sau "ván chơi kết thúc:").
aw-end-score = đã có người ăn đủ số hạt để phân thắng bại
aw-end-no-moves = người đi tiếp theo không còn nước đi hợp lệ

## Nước đi bị từ chối.
aw-not-a-move = `{ $text }` không phải là nước đi: cần { $expected }
aw-expected-oware = số của một ô từ 1 đến { $holes }, ví dụ 4
aw-expected-colours = một ô từ 1 đến { $holes }, màu được rải trước (R là đỏ, B là đen) và, nếu ô có hạt đặc biệt, vị trí của nó khi rải, ví dụ 3R, 9B hay 3R2; hoặc, lúc bày bàn, chữ S và một ô, ví dụ S4
aw-expected-colour = màu được rải trước, viết ngay sau số ô: R (đỏ) hoặc B (đen), ví dụ { $hole }R hay { $hole }B, rồi đến vị trí của hạt đặc biệt nếu ô có, ví dụ { $hole }R2
aw-expected-position = sau màu thì không ghi gì, hoặc ghi vị trí của hạt đặc biệt khi rải (một số từ 1 trở lên), ví dụ { $hole }R2
aw-illegal-not-yours-place = ô số { $hole } không phải của bạn: hãy đặt hạt đặc biệt vào một trong các ô { $first }-{ $last }
aw-illegal-not-yours = ô số { $hole } là của đối phương: hãy chọn một ô của bạn, từ { $first } đến { $last }
aw-illegal-empty = ô số { $hole } không có hạt nào
aw-illegal-must-feed = đối phương đã hết hạt mà ô số { $hole } ({ $count } hạt) rải không tới hàng của họ: bạn phải cho họ hạt
aw-illegal-placed = S{ $hole } là nước bày bàn, mà các hạt đặc biệt đã được đặt rồi
aw-illegal-place-first = hãy đặt hạt đặc biệt của bạn trước, ví dụ S{ $first }
aw-refuse-no-such-hole = không có ô số { $hole }: các ô được đánh số từ 1 đến { $holes }
aw-refuse-oware-notation = nước đi Oware chỉ ghi số ô, ví dụ 4
aw-refuse-no-special = ván này không có hạt đặc biệt nào để đặt
aw-refuse-first-colour = màu rải trước phải là R (đỏ) hoặc B (đen), ví dụ 3R
aw-refuse-position-without-special = ô số { $hole } không có hạt đặc biệt: đừng ghi vị trí, ví dụ { $hole }{ $c }
aw-refuse-position-missing = ô số { $hole } có { $special ->
    [1] một hạt đặc biệt: hãy ghi vị trí của nó khi rải
   *[other] { $special } hạt đặc biệt: hãy ghi vị trí của hạt đầu tiên khi rải
}, từ 1 đến { $max }, ví dụ { $hole }{ $c }{ $example }
aw-refuse-position-range = vị trí { $at } không hợp lệ với ô số { $hole }: ô có { $total } hạt, trong đó { $special } hạt đặc biệt, nên vị trí phải từ 1 đến { $max }
aw-refuse-colour-absent = ô số { $hole } không có hạt { $colour ->
    [black] đen
   *[red] đỏ
}: nước đi phải viết là { $hole }{ $c }

## Lời kể một nước đi.
aw-must-feed = Hàng của { $them } đã hết hạt nên { $who } phải cho { $them } hạt: chỉ được đi ô nào rải tới hàng của { $them } ({ $reach } rải tới{ $nshort ->
    [0] {""}
   *[other] ; { $short } không tới
}).
aw-place = { $player } đặt hạt đặc biệt vào { $pit }; ô này giờ có { $content }.
aw-sow-one = { $who } bốc hạt duy nhất ở { $pit } và rải vào { $to }.
aw-sow-one-coloured = { $who } bốc hạt duy nhất ở { $pit }, một hạt { $colour ->
    [red] đỏ
    [black] đen
   *[special] đặc biệt
}, và rải vào { $to }.
aw-sow-many = { $who } bốc { $count } hạt ở { $pit } và rải mỗi ô một hạt: ô { $list }.
aw-sow-many-coloured = { $who } bốc { $count } hạt ở { $pit } ({ $colours }) và rải mỗi ô một hạt{ $order }: ô { $list }.
aw-sown-hole-coloured = { $number } ({ $colour ->
    [red] đỏ
    [black] đen
   *[special] đặc biệt
})
aw-skip = Mỗi vòng rải đều bỏ qua chính ô số { $hole }.
aw-order-colours = , { $first ->
    [black] hạt đen trước, hạt đỏ sau
   *[red] hạt đỏ trước, hạt đen sau
}
aw-order-special = , { $count ->
    [1] hạt đặc biệt là hạt { $at }
    [2] 2 hạt đặc biệt là hạt { $at } và hạt { $second }
   *[other] { $count } hạt đặc biệt là các hạt { $at } đến { $last }
}
aw-row-own = hàng của chính { $who }
aw-row-their = hàng của { $them }
aw-fell-single = Hạt ấy rơi vào { $pit }, thuộc { $row }{ $holds ->
    [yes] ; ô này giờ có { $content }
   *[no] {""}
}
aw-fell = Hạt cuối cùng rơi vào { $pit }, thuộc { $row }{ $holds ->
    [yes] ; ô này giờ có { $content }
   *[no] {""}
}
aw-fell-coloured = Hạt cuối cùng, một hạt { $colour ->
    [red] đỏ
    [black] đen
   *[special] đặc biệt
}, rơi vào { $pit }, thuộc { $row }{ $holds ->
    [yes] ; ô này giờ có { $content }
   *[no] {""}
}
aw-not-two-or-three = không phải 2 hay 3
aw-count = { $colour ->
    [red] số hạt đỏ
   *[black] số hạt đen
} là { $special ->
    [0] { $count }
   *[other] { $count } + { $special } hạt đặc biệt = { $sum }
}
aw-check-fails = { $count }, không phải 2 hay 3
aw-check-qualifies = { $count }, đủ để ăn
aw-check-neither = { $red } và { $black }: không màu nào là 2 hay 3
aw-check-red-only = { $red } thì đủ để ăn, { $black } thì không
aw-check-black-only = { $red } thì không đủ, { $black } thì đủ để ăn
aw-check-both = { $red } và { $black }: cả hai màu đều đủ để ăn
aw-chain = { $chain ->
    [red] chỉ tính màu đỏ
    [black] chỉ tính màu đen
   *[both] tính cả hai màu
}
aw-before-holds = Ô liền trước, { $name }, có { $content }
aw-special-counts-both = ; hạt cuối là hạt đặc biệt nên được tính cho cả hai màu
aw-capture-them = : { $who } ăn { $count } hạt.
aw-capture-them-too = : { $who } ăn tiếp { $count } hạt.
aw-capture-coloured = : { $check }. { $who } ăn { $pieces }{ $nleft ->
    [0] {""}
   *[other] ; { $left } ở lại
}{ $goeson ->
    [yes] , và chuỗi ăn tiếp tục, { $chain }
   *[no] {""}
}.
aw-slam-hole = { $pit } có { $content }
aw-slam-cancelled = { $last }. Nếu ăn từ đó ngược về trước ({ $holes }) thì sẽ ăn sạch mọi hạt còn lại trong hàng của { $them }: đó là ăn sạch (grand slam), và theo luật này ăn sạch thì không được ăn gì. Nước đi vẫn giữ nguyên và không hạt nào bị ăn.
aw-no-capture = : không ăn được gì.
aw-no-capture-count = , { $check } nên không ăn được gì.
aw-no-capture-coloured = : { $check }, nên không ăn được gì.
aw-chain-own-row = Ô liền trước, { $name }, thuộc hàng của chính { $who }: chuỗi ăn dừng lại.
aw-chain-empty = Ô liền trước, { $name }, là ô trống: chuỗi ăn dừng lại.
aw-chain-count = Ô liền trước, { $name }, có { $content }, { $check }, nên chuỗi ăn dừng lại.
aw-chain-count-coloured = Ô liền trước, { $name }, có { $content }: { $check }, nên chuỗi ăn dừng lại.
aw-in-all = Tổng cộng { $who } ăn được { $count } hạt.
aw-slam-allowed = Hàng của { $them } giờ trống trơn: { $who } đã ăn sạch (grand slam), điều mà luật này cho phép.
aw-over-more-than-half = { $player } giờ đã có { $score } trong số { $total } hạt, hơn một nửa: ván chơi kết thúc.
aw-over-half-each = Mỗi người giờ có { $score } trong số { $total } hạt, đúng một nửa: ván chơi kết thúc.
aw-over-repetition = Thế cờ này (cùng người đi, cùng điểm, cùng số hạt ở mọi ô) đã xuất hiện từ lần ăn gần nhất: ván chơi kết thúc.
aw-over-no-seed = { $player } không còn hạt nào để rải nên không đi được: ván chơi kết thúc.
aw-over-short-hole = { $pit } có { $count } hạt mà cần { $need } hạt
aw-over-no-legal-move = { $player } không còn nước đi hợp lệ: hàng của { $who } đã hết hạt mà không ô nào của { $player } có đủ hạt để rải tới ({ $holes }). Ván chơi kết thúc.
aw-over-other = Ván chơi kết thúc: { $why }.
aw-limit = Ván chơi dừng lại khi chưa kết thúc: { $why }.
aw-sweep-last-mover = { $player }, người đi sau cùng, thu { $count } hạt còn lại trên bàn.
aw-sweep = { $player } thu { $count ->
    [1] hạt duy nhất còn lại trong hàng của mình.
   *[other] { $count } hạt còn lại trong hàng của mình.
}
aw-final-unfinished = Điểm khi ván chơi dừng lại: Nam { $south } – Bắc { $north }; ván chưa kết thúc.
aw-final-win = Kết quả: Nam { $south } – Bắc { $north }. { $winner } thắng.
aw-final-draw = Kết quả: Nam { $south } – Bắc { $north }. Hai bên hòa.

## Luật chơi bằng lời (`rules show`), mỗi câu một thông điệp.
aw-what-oware = Oware Abapa, trò chơi rải hạt của Tây Phi.
aw-what-colours = Awalé với hạt đỏ, hạt đen và hạt đặc biệt vừa đỏ vừa đen.
aw-rules-board = Bàn chơi
aw-rules-rows = - Hai hàng, mỗi hàng { $houses } ô, đánh số từ 1 đến { $holes }: Nam (người chơi 0) giữ các ô 1-{ $houses }, Bắc (người chơi 1) giữ các ô { $next }-{ $holes }. Hạt luôn được rải theo thứ tự 1, 2, ..., { $holes }, 1. Hạt ăn được để riêng ra và là điểm của người chơi.
aw-rules-seeds = - Lúc đầu mỗi ô có { $count } hạt, cả bàn có { $total } hạt.
aw-rules-coloured-seeds = - Lúc đầu mỗi ô có { $count } hạt đỏ và { $count } hạt đen.
aw-rules-special = - Mỗi người chơi còn có một hạt đặc biệt, vừa đỏ vừa đen: cả bàn có { $total } hạt, mỗi hạt một điểm.
aw-rules-place-own = - Bày bàn: trước nước rải đầu tiên, mỗi người đặt hạt đặc biệt của mình vào một ô bên mình (nước S<ô>, ví dụ S4 hay S9), người đi trước đặt trước.
aw-rules-place-any = - Bày bàn: trước nước rải đầu tiên, mỗi người đặt hạt đặc biệt của mình vào một ô bất kỳ (nước S<ô>, ví dụ S4), người đi trước đặt trước.
aw-rules-no-special = - Không có hạt đặc biệt: cả bàn có { $total } hạt, mỗi hạt một điểm.
aw-rules-first = - { $player } đi trước.
aw-rules-first-random = - Người đi trước được bốc thăm.
aw-rules-move = Một nước đi
aw-rules-move-oware = - Chọn một ô có hạt của mình theo số (Nam 1-{ $houses }, Bắc { $next }-{ $holes }). Bốc hết hạt trong ô và rải mỗi ô tiếp theo một hạt; khi có từ { $holes } hạt trở lên thì mỗi vòng đều bỏ qua ô vừa bốc.
aw-rules-move-colours = - Chọn một ô có hạt của mình và màu được rải trước: nước 3R rải ô 3, hạt đỏ trước rồi đến hạt đen; 3B rải hạt đen trước. Nếu ô có hạt đặc biệt, hãy ghi thêm vị trí của nó khi rải: 3R2 rải một hạt đỏ, rồi hạt đặc biệt, rồi đến các hạt còn lại.
aw-rules-move-drop = - Hạt được rải mỗi ô một hạt vào các ô tiếp theo; khi có từ { $holes } hạt trở lên thì mỗi vòng đều bỏ qua ô vừa bốc.
aw-rules-must-feed = - Nếu hàng của đối phương đã hết hạt thì bạn phải cho họ hạt: chỉ được đi ô nào rải tới hàng của họ.
aw-rules-no-feeding = - Không bắt buộc phải cho hạt khi hàng của đối phương đã hết; ai không còn hạt để rải thì không đi được và ván chơi kết thúc.
aw-rules-captures = Ăn hạt
aw-rules-capture-oware = - Nếu hạt cuối cùng rơi vào hàng của đối phương và ô đó giờ có 2 hoặc 3 hạt thì ăn hết số hạt ấy; rồi xét ô liền trước, cứ thế lùi dần, chừng nào các ô còn thuộc hàng đối phương và có 2 hoặc 3 hạt.
aw-rules-capture-colours = - Chỉ được ăn khi hạt cuối cùng rơi vào hàng của đối phương, và màu của hạt ấy quyết định: trong ô đó, đếm số hạt cùng màu cộng với hạt đặc biệt; nếu được 2 hoặc 3 thì ăn. Rồi xét ô liền trước, cứ thế lùi dần, vẫn đếm màu ấy, chừng nào các ô còn thuộc hàng đối phương và đếm được 2 hoặc 3.
aw-rules-scope-colour = - Khi ăn, lấy các hạt của màu được đếm và các hạt đặc biệt trong ô; hạt màu kia ở lại.
aw-rules-scope-all = - Khi ăn, lấy hết mọi hạt trong ô.
aw-rules-wild-narrowing = - Hạt cuối là hạt đặc biệt thì tính được cả hai màu, và chuỗi ăn tiếp tục đếm những màu đã đủ (chỉ một màu, nếu chỉ một màu đủ).
aw-rules-wild = - Hạt cuối là hạt đặc biệt thì tính được cả hai màu ở mọi ô của chuỗi ăn.
aw-rules-slam-no-capture = - Ăn sạch (grand slam): nước ăn nào sẽ lấy hết mọi hạt còn lại trong hàng đối phương thì không được ăn gì cả; nước đi vẫn giữ nguyên.
aw-rules-slam-capture = - Ăn sạch (grand slam): được phép ăn hết mọi hạt còn lại trong hàng đối phương.
aw-rules-end = Kết thúc
aw-rules-end-score = - Ván chơi kết thúc khi một người ăn được hơn một nửa số hạt (từ { $more } hạt trở lên), hoặc khi mỗi người có đúng một nửa ({ $half } hạt).
aw-rules-end-repetition = - Ván chơi cũng kết thúc khi một thế cờ lặp lại kể từ lần ăn gần nhất: cùng người đi, cùng điểm và cùng số hạt ở mọi ô.
aw-rules-end-no-move = - Ván chơi cũng kết thúc khi người đến lượt không còn nước đi hợp lệ.
aw-rules-collect-own = - Dù kết thúc thế nào, mỗi người đều thu các hạt còn lại trong hàng của mình vào điểm.
aw-rules-collect-last-mover = - Dù kết thúc thế nào, mỗi người đều thu các hạt còn lại trong hàng của mình vào điểm; nhưng khi ván chơi kết thúc vì người đến lượt không còn nước đi hợp lệ, thì người đi sau cùng thu hết mọi hạt còn lại.
aw-rules-winner = - Ai nhiều hạt hơn thì thắng; bằng điểm thì hòa.
aw-rules-limits = - Giới hạn an toàn: ván chơi bị dừng lại khi chưa kết thúc sau { $plies } nước đi, hoặc sau { $quiet } nước đi liên tiếp không ai ăn được gì. { $ranges }
