# `mancala analyse` và `mancala review`: giá trị, loại nước đi, lời bình mỗi nước, biểu đồ, bảng.

## Giá trị và loại nước đi

rev-value-exact = { $value } (chính xác)
rev-value-searched = { $value } (tính trước { $depth } nước)
rev-class-best = hay nhất
rev-class-good = tốt
rev-class-inaccuracy = thiếu chính xác
rev-class-mistake = sai lầm
rev-class-blunder = sai lầm nghiêm trọng

## Lời bình một nước đi

rev-comment = { $class ->
        [best] Nước hay nhất
        [good] Nước tốt
        [inaccuracy] Nước thiếu chính xác
        [mistake] Nước sai lầm
       *[blunder] Nước sai lầm nghiêm trọng
    }. { $player }: { $before } → { $after }.
rev-comment-loss = { $class ->
        [best] Nước hay nhất
        [good] Nước tốt
        [inaccuracy] Nước thiếu chính xác
        [mistake] Nước sai lầm
       *[blunder] Nước sai lầm nghiêm trọng
    } (mất { $loss } điểm). { $player }: { $before } → { $after }. Nước hay nhất là { $best }: { $line }.

## Biểu đồ

rev-graph-title = Thế trận qua từng nước: { $south } với { $north }
rev-graph-ahead = { $player } hơn { $points } điểm
rev-graph-moves = { $plies } nước đi

## Lỗi

rev-err-players = chỉ xem lại được ván hai người chơi; ván này có { $players } người
rev-err-time-per-move = --time-per-move { $given }: hãy cho từ 0,01 đến { $max } giây
rev-err-total-time = --total-time { $given }: hãy cho từ 0,01 đến { $max } giây
rev-err-max-moves = --max-moves { $given }: hãy cho từ 1 đến { $max }
rev-err-time = --time { $given }: hãy cho từ 0,01 đến { $max } giây
rev-err-over = ván đã kết thúc: không còn nước nào để phân tích
rev-err-no-game = `{ $game }` không phải tệp ghi ván cờ: hãy cho đường dẫn của một tệp như thế (như `play --save` ghi ra)

## analyse

ana-to-move = Đến lượt { $player } đi.
ana-value = Giá trị với { $player }: { $value }.
ana-best = Nước hay nhất: { $move }
ana-line = Các nước tiếp theo: { $line }

## review

rev-heading = Xem lại ván { $ruleset }: { $plies } nước đi.
rev-legend = Giá trị là số điểm hơn kém lúc hết ván, tính cho người vừa đi: số để trơn là chính xác, có dấu ~ kèm độ sâu là giá trị do máy tính trước (~12: tính trước 12 nước).
rev-col-ply = #
rev-col-player = người đi
rev-col-move = nước
rev-col-before = trước
rev-col-after = sau
rev-col-best = hay nhất
rev-col-loss = mất
rev-col-class = đánh giá
rev-summary = { $player }: độ chính xác { $accuracy }%, đã xem { $moves } nước; { $inaccuracies } nước thiếu chính xác, { $mistakes } sai lầm, { $blunders } sai lầm nghiêm trọng.
rev-summary-none = { $player }: chưa xem nước nào.
rev-skipped-time = Chưa xem các nước từ { $first } đến { $last }: đã hết { $seconds } giây dành cho việc xem lại (xem từ nước cuối ngược về nước đầu).
rev-skipped-length = Chưa xem các nước từ { $first } đến { $last }: mỗi lần xem lại chỉ xét nhiều nhất { $max } nước đầu.
rev-progress = đang xem lại
rev-svg-written = Biểu đồ thế trận đã ghi vào { $path }.
