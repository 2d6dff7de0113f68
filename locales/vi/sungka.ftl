# Họ Sungka (Sungka từ 2 đến 6 người chơi, Kalah): hố và kho, chú thích bàn cờ, nước đi bị từ
# chối, lời kể từng nước đi (`replay --explain`, bàn cờ trên web) và luật chơi. `$kind` là
# `sungka` (vỏ ốc, kèm tiếng Philippines) hoặc `kalah` (hạt).

## Những từ dùng trong nhiều câu.
sk-pieces = { $kind ->
    [sungka] { $count } vỏ ốc
   *[kalah] { $count } hạt
}
sk-last-piece = { $kind ->
    [sungka] vỏ ốc cuối cùng
   *[kalah] hạt cuối cùng
}
sk-house = hố số { $number } của { $owner }
sk-own-house = hố số { $number } của chính { $owner }
sk-store = kho của { $owner }
sk-houses-two = hố số { $from } và số { $to } của { $owner }
sk-houses-range = các hố từ số { $from } đến số { $to } của { $owner }
sk-burnt-houses = { $count ->
    [1] hố cháy số { $list }
   *[other] các hố cháy số { $list }
} của { $owner }
sk-and = { $first } và { $last }
sk-semicolon = { $first }; { $next }
sk-then = { $first }, rồi { $next }
sk-points-item = { $player } { $points }

## Chú thích bàn cờ.
sk-status-round = hiệp { $round }
sk-status-to-move = đến lượt { $player }
sk-status-over = Ván chơi đã kết thúc
sk-status-unfinished = Ván chơi dừng lại khi chưa kết thúc
sk-board-ring = Một vòng: các hố 1-{ $houses } của mỗi người chơi, rồi đến kho của người đó, rồi sang hàng kế tiếp.
sk-board-house = hố
sk-board-store = kho
sk-legend-two = { $kind ->
    [sungka] Các hố (bahay)
   *[kalah] Các hố
}: hố của Nam và hố của Bắc đều được đánh số từ 1 đến { $houses }, bắt đầu từ hố xa { $kind ->
    [sungka] kho (ulo)
   *[kalah] kho
} của chủ nó nhất. Kho của Nam ở bên phải, kho của Bắc ở bên trái, và hướng rải ngược chiều kim đồng hồ.
sk-legend-ring = { $kind ->
    [sungka] Các hố (bahay)
   *[kalah] Các hố
}: mỗi người chơi đánh số các hố của mình từ 1 đến { $houses }, bắt đầu từ hố xa { $kind ->
    [sungka] kho (ulo)
   *[kalah] kho
} của mình nhất. Hố i đối diện với hố { $next }-i của người chơi kế tiếp.
sk-legend-shells = Quân chơi là vỏ ốc (sigay).
sk-legend-mirrored = Người Philippines thường để kho ở bên trái mình và rải theo chiều kim đồng hồ: vẫn là trò chơi ấy, chỉ như soi trong gương.
sk-legend-burnt = Hố cháy được vẽ là --.

## Vì sao ván chơi kết thúc (sau "ván chơi kết thúc:").
sk-end-houses-empty = không còn hố nào có { $kind ->
    [sungka] vỏ ốc
   *[kalah] hạt
}
sk-end-side-empty = các hố của một người chơi đều đã trống
sk-end-match = kho của người thua không đủ để lấp đầy một hố
sk-end-max-rounds = đã đến giới hạn { $rounds } hiệp

## Nước đi bị từ chối.
sk-not-a-move = `{ $text }` không phải là nước đi: cần số của một hố từ 1 đến { $houses }, ví dụ 1 hay { $houses }
sk-illegal-empty = hố số { $number } của bạn đang trống
sk-illegal-not-a-house = nước đi là số của một hố của bạn, ví dụ 3
sk-illegal-burnt = hố này đã bị cháy trong hiệp này
sk-illegal-not-yours = đó không phải là hố của bạn
sk-illegal-game-over = ván chơi đã kết thúc
sk-illegal-must-feed = đối phương đã hết hạt mà nước này không cho họ hạt nào
sk-illegal-wrong-phase = lúc này không được đi kiểu nước đó
sk-illegal-not-legal = nước đi đó không hợp lệ ở đây
sk-illegal-rule = nước đi đó trái với luật của trò chơi này

## Lời kể một nước đi.
sk-lift = { $mover } bốc { $pieces }{ $kind ->
    [sungka] { " " }(sigay)
   *[kalah] {""}
} ở hố số { $number } của mình và { $count ->
    [1] bỏ vào { $into }
   *[other] rải lần lượt mỗi chỗ { $kind ->
        [sungka] một vỏ ốc
       *[kalah] một hạt
    }: { $into }
}{ $skipped }.
sk-relay = Bốc tiếp, lần rải thứ { $lap }: { $kind ->
    [sungka] vỏ ốc cuối cùng
   *[kalah] hạt cuối cùng
} rơi vào { $pit }, hố này đã có sẵn { $held }, nên { $mover } bốc { $count ->
    [2] cả hai
   *[other] cả { $count }
} { $kind ->
    [sungka] vỏ ốc
   *[kalah] hạt
} lên và { $count ->
    [1] bỏ vào { $into }
   *[other] rải tiếp: { $into }
}{ $skipped }.
sk-skipped = { " " }(bỏ qua { $list })
sk-empty-house = hố này đang trống
sk-emptied-house = hố này đã bị bốc hết từ trước trong nước đi này
sk-facing = hố đối diện ({ $pit })
sk-capture-both = { $last } rơi vào { $pit }, { $state }: được ăn! { $mover } lấy { $taken } ở { $facing } cùng với chính { $kind ->
    [sungka] vỏ ốc cuối cùng
   *[kalah] hạt cuối cùng
}, tất cả { $pieces } bỏ vào { $kind ->
    [sungka] kho (ulo)
   *[kalah] kho
} của { $mover }.
sk-capture-facing = { $last } rơi vào { $pit }, { $state }: được ăn! { $mover } lấy { $taken } ở { $facing } bỏ vào { $kind ->
    [sungka] kho (ulo)
   *[kalah] kho
} của { $mover }; { $kind ->
    [sungka] vỏ ốc cuối cùng
   *[kalah] hạt cuối cùng
} vẫn nằm lại ở { $pit }.
sk-capture-last = { $last } rơi vào { $pit }, { $state }. { $facing } trống, nhưng theo luật này { $kind ->
    [sungka] vỏ ốc cuối cùng
   *[kalah] hạt cuối cùng
} vẫn được ăn: { $pieces } vào { $kind ->
    [sungka] kho (ulo)
   *[kalah] kho
} của { $mover }.
sk-capture-none = { $last } rơi vào { $pit }, { $state }.
sk-capture-alone = { $mover } ăn { $pieces } bỏ vào { $kind ->
    [sungka] kho (ulo)
   *[kalah] kho
} của { $mover }.
sk-taken = { $count ->
    [1] { $kind ->
        [sungka] vỏ ốc duy nhất
       *[kalah] hạt duy nhất
    }
   *[other] { $pieces }
}
sk-capture-ends = Ăn xong thì nước đi kết thúc.
sk-bonus = { $last } rơi vào { $kind ->
    [sungka] kho (ulo)
   *[kalah] kho
} của chính { $mover }{ $then ->
    [game] , lẽ ra được đi thêm một nước, nhưng ván chơi kết thúc tại đây.
    [match] , lẽ ra được đi thêm một nước, nhưng trận đấu kết thúc tại đây.
    [round] , lẽ ra được đi thêm một nước, nhưng hiệp này kết thúc tại đây.
    [passed] : { $mover } được đi thêm một nước.
   *[again] : { $mover } được đi thêm một nước nữa.
}
sk-stop-opponent-side = { $last } rơi vào { $pit }, hố này đã có sẵn { $held }, nhưng lại ở bên phía { $owner }: chỉ được bốc tiếp ở bên mình, nên nước đi kết thúc.
sk-stop-no-relay = { $last } rơi vào { $pit }, hố này đã có sẵn { $held }; { $kind ->
    [sungka] trò chơi này không có luật bốc tiếp
   *[kalah] Kalah không có luật bốc tiếp
}, nên nước đi kết thúc.
sk-dies = { $kind ->
    [sungka] nước đi chết ở đó (patay)
   *[kalah] nước đi kết thúc
}
sk-stop-facing-empty = { $last } rơi vào { $pit }, { $state }, nhưng { $facing } cũng trống: không ăn được gì và { $ends }.
sk-stop-facing-burnt = { $last } rơi vào { $pit }, { $state }, nhưng { $facing } đã bị cháy, được tính như hố trống: không ăn được gì và { $ends }.
sk-stop-empty = { $last } rơi vào { $pit }, { $state }: { $ends }.
sk-stop-empty-somewhere = { $last } rơi vào một hố trống: { $ends }.
sk-stop-other = Nước đi kết thúc ({ $code }).
sk-pass = { $who } không còn { $kind ->
    [sungka] vỏ ốc nào trong các hố (bahay) của mình
   *[kalah] hạt nào trong các hố của mình
} nên mất lượt{ $then ->
    [again] ; { $next } đi tiếp
    [next] ; đến lượt { $next }
   *[none] {""}
}.
sk-pass-bonus-lost = Nhưng { $who } không còn { $kind ->
    [sungka] vỏ ốc nào trong các hố (bahay) của mình
   *[kalah] hạt nào trong các hố của mình
} để đi: nước đi thêm bị mất và { $who } mất lượt{ $then ->
    [again] ; { $next } đi tiếp
    [next] ; đến lượt { $next }
   *[none] {""}
}.
sk-round-over = Không còn hố nào có { $kind ->
    [sungka] vỏ ốc
   *[kalah] hạt
}: hiệp { $round } kết thúc. Trong { $kind ->
    [sungka] kho (ulo)
   *[kalah] kho
}: { $stores }.
sk-round-begins = Hiệp { $round } bắt đầu: mỗi người chơi lấy từ kho của mình, bỏ vào các { $kind ->
    [sungka] hố (bahay)
   *[kalah] hố
} 1, 2, … mỗi hố { $pieces }, cho đến khi kho hết. { $fills }.
sk-fill = { $who } lấp { $which } và { $keeps ->
    [0] không còn lại gì
   *[other] còn lại { $pieces }
}
sk-fill-none = không được hố nào
sk-fill-only = hố duy nhất của mình
sk-fill-first = chỉ được hố 1
sk-fill-all = cả { $houses } hố
sk-fill-some = các hố từ 1 đến { $count }
sk-no-burnt = Hiệp này không có hố nào bị cháy.
sk-burnt = { $list } không lấp được: { $count ->
    [1] hố này
   *[other] các hố này
} bị cháy trong hiệp này. Khi rải thì bỏ qua hố cháy, không được chọn hố cháy để đi, và hố cháy được tính là trống khi nằm đối diện một nước ăn.
sk-burnt-of = { $count ->
    [1] hố số { $list }
   *[other] các hố số { $list }
} của { $who }
sk-opens = { $who } đi trước ở hiệp { $round }, vì là người { $why ->
    [made] đã đi
   *[other] không đi
} nước cuối cùng của hiệp { $last }.
sk-over-houses-empty = Không còn hố nào có { $kind ->
    [sungka] vỏ ốc
   *[kalah] hạt
}: ván chơi kết thúc.
sk-over-side-empty = Các hố của { $who } đều trống: ván chơi kết thúc.
sk-whose = { $who }
sk-over-round = Không còn hố nào có { $kind ->
    [sungka] vỏ ốc
   *[kalah] hạt
}: hiệp { $round } kết thúc.
sk-loses-match = { $kind ->
    [sungka] Kho (ulo)
   *[kalah] Kho
} của { $who } chỉ còn { $pieces }, không đủ { $seeds } để lấp một hố: { $who } thua trận.
sk-over-other = Ván chơi kết thúc: { $why }.
sk-sweep = { $who } thu { $pieces } còn lại trong các hố của mình vào kho của mình.
sk-limit-relays = Nước đi này cần bốc tiếp hơn { $count } lần, nhiều nhất mà luật này cho phép, nên bị bỏ và bàn cờ giữ nguyên như cũ: ván chơi dừng lại khi chưa kết thúc.
sk-limit-rounds = Không còn hố nào có { $kind ->
    [sungka] vỏ ốc
   *[kalah] hạt
}: hiệp { $round } kết thúc, mà một trận chỉ được kéo dài nhiều nhất { $rounds } hiệp: trận đấu dừng lại khi chưa kết thúc.
sk-limit-plies = Đó là nước thứ { $count }, nhiều nhất mà một ván được phép kéo dài theo luật này: ván chơi dừng lại khi chưa kết thúc.
sk-limit-quiet = Đã { $count } nước liên tiếp không có { $kind ->
    [sungka] vỏ ốc
   *[kalah] hạt
} nào vào kho, nhiều nhất mà luật này cho phép: ván chơi dừng lại khi chưa kết thúc.
sk-final-unfinished = Điểm đến lúc này: { $scores }. { $match ->
    [yes] Trận đấu
   *[no] Ván chơi
} chưa kết thúc: không ai thắng.
sk-final-match = Kho lúc kết thúc: { $scores }. { $winner } thắng trận.
sk-final-win = Điểm chung cuộc: { $scores }. { $winner } thắng.
sk-final-draw = Điểm chung cuộc: { $scores }: hòa.
sk-final-shared = Điểm chung cuộc: { $scores }. Nhiều người cùng có điểm cao nhất nên không ai thắng.

## Luật chơi của `rules show`: mỗi câu một thông điệp, các tùy chọn là biến.
sk-what = { $kind ->
    [sungka] sungka, trò chơi có kho của Philippines.
   *[kalah] Kalah, trò chơi có kho thuộc họ mancala.
}
sk-rules-board = Bàn chơi
sk-rules-two = - Hai người chơi, Nam (người chơi 0) và Bắc (người chơi 1), mỗi người có { $houses } hố và một kho trên cùng một vòng. Lúc đầu mỗi hố có { $seeds } hạt, các kho đều trống.
sk-rules-many = - { $players } người chơi (từ 0 đến { $last }), mỗi người có { $houses } hố và một kho, tất cả trên một vòng theo thứ tự lượt đi; lượt đi xoay vòng { $order } → 0. Lúc đầu mỗi hố có { $seeds } hạt, các kho đều trống.
sk-rules-numbering = - Các hố của bạn được đánh số từ 1 đến { $houses }, bắt đầu từ hố xa kho của bạn nhất; nước đi được ghi bằng số hố của bạn.
sk-rules-first = - { $player } đi trước.
sk-rules-first-random = - Người đi trước được bốc thăm.
sk-rules-together = - Theo truyền thống, hai người đi nước đầu tiên cùng một lúc; ở đây hai người đi lần lượt ngay từ đầu.
sk-rules-move = Một nước đi
sk-rules-sow = - Bốc hết hạt ở một hố có hạt của bạn rồi rải lần lượt mỗi chỗ tiếp theo một hạt: các hố của bạn về phía kho của bạn, kho của bạn, rồi các hố của người chơi kế tiếp. Bỏ qua kho của những người chơi khác; hố bạn vừa bốc thì không bỏ qua.
sk-rules-last = - Hạt cuối cùng rơi vào đâu sẽ quyết định điều gì xảy ra tiếp:
sk-rules-bonus = { "  " }- vào kho của chính bạn: bạn được đi thêm một nước;
sk-rules-relay-both = { "  " }- vào một hố đã có sẵn hạt, ở bên nào cũng vậy: bốc hết hạt ở đó, kể cả hạt vừa rơi, rồi rải tiếp từ đó (bốc tiếp);
sk-rules-relay-own = { "  " }- vào một hố của bạn đã có sẵn hạt: bốc hết, kể cả hạt vừa rơi, rồi rải tiếp (bốc tiếp); vào một hố có hạt của người khác thì nước đi kết thúc;
sk-rules-relay-none = { "  " }- vào một hố đã có sẵn hạt: nước đi kết thúc (không bốc tiếp);
sk-rules-facing = hố đối diện (với hố i của bạn, đó là hố { $next }−i của { $opponent ->
    [yes] đối phương
   *[no] người chơi kế tiếp
})
sk-rules-takes-last = các hạt ở đó và hạt cuối cùng của bạn vào kho của bạn
sk-rules-takes-facing = các hạt ở đó vào kho của bạn (hạt cuối cùng nằm lại)
sk-rules-capture-nonempty = { "  " }- vào một hố của bạn đang trống (hố bạn vừa bốc được tính là trống): được ăn. Nếu { $facing } có hạt thì { $takes }; nếu hố đó trống thì không có gì thay đổi. Nước đi kết thúc;
sk-rules-capture-always = { "  " }- vào một hố của bạn đang trống (hố bạn vừa bốc được tính là trống): được ăn. Hạt cuối cùng của bạn và mọi hạt trong { $facing } đều vào kho của bạn, kể cả khi hố đó trống. Nước đi kết thúc;
sk-rules-capture-facing = { "  " }- vào một hố của bạn đang trống (hố bạn vừa bốc được tính là trống): được ăn. Các hạt trong { $facing }, nếu có, vào kho của bạn. Nước đi kết thúc;
sk-rules-other-empty = { "  " }- vào một hố trống của người chơi khác: nước đi kết thúc.
sk-rules-relay-limit = - Nước đi cần bốc tiếp hơn { $count } lần thì bị bỏ và ván chơi dừng lại khi chưa kết thúc.
sk-rules-pass = - Người chơi có các hố đều trống thì mất lượt.
sk-rules-end = Kết thúc
sk-rules-end-all = - Ván chơi kết thúc khi không còn hố nào có hạt.
sk-rules-end-side = - Ván chơi kết thúc ngay khi các hố của một người chơi nào đó đều trống (kể cả ngay sau một nước đi thêm); khi đó mỗi người cộng số hạt còn lại trong các hố của mình vào kho của mình.
sk-rules-points = - Điểm là số hạt trong kho của bạn; một người có điểm cao nhất thì thắng, nhiều người cùng có điểm cao nhất thì hòa.
sk-rules-match = Trận đấu nhiều hiệp (hố cháy)
sk-rules-match-lose = - Khi một hiệp kết thúc, người chơi nào có trong kho ít hơn { $seeds } hạt thì không lấp nổi một hố và thua trận.
sk-rules-match-fill = - Nếu không, mỗi người lấy hạt từ kho của mình bỏ vào các hố 1, 2, … mỗi hố { $seeds } hạt cho đến khi kho hết; các hố không lấp được bị cháy trong hiệp đó: khi rải thì bỏ qua, không được chọn để đi, và được tính là hố đối diện trống.
sk-rules-match-other = - Người không đi nước cuối cùng của một hiệp sẽ đi trước ở hiệp sau.
sk-rules-match-last = - Người đi nước cuối cùng của một hiệp sẽ đi trước ở hiệp sau.
sk-rules-match-max = - Trận đấu dừng lại khi chưa kết thúc nếu cần đến hiệp { $round }.
sk-rules-limits = - Giới hạn an toàn: ván chơi bị dừng lại khi chưa kết thúc sau { $plies } nước đi, hoặc sau { $quiet } nước đi liên tiếp không có hạt nào vào kho. { $ranges }
