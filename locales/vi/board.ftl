# Chữ ghi trên các ô của bàn cờ SVG (`mancala svg`, bàn cờ trên web).

board-points = { $points } điểm
board-young = quan non

## Tên bức hình cho trình đọc màn hình, tên từng ô, dòng của mỗi người chơi và dòng dưới bàn cờ.

board-summary = { $ruleset }, nhìn từ phía { $seat }: { $scores }; { $status }
board-player-points = { $player } { $points } điểm
board-list-and = { $rest } và { $last }
board-pieces = { $look ->
    [red] { $count } hạt đỏ
    [black] { $count } hạt đen
    [special] { $count } hạt đặc biệt
    [big] { $count } quan
    [small] { $count } quân
   *[plain] { $count } hạt
}
board-empty = trống
board-out-of-play = không chơi ở ván này
board-pit = { $pit }: { $contents }
board-to-place = Đến lượt { $player } đặt { $look ->
    [big] quan
   *[special] hạt đặc biệt
}
board-score = { $points } điểm
board-score-captured = { $points } điểm, đã ăn { $pieces }
board-score-to-place = { $points } điểm, còn { $hand } phải đặt
board-score-captured-to-place = { $points } điểm, đã ăn { $pieces }, còn { $hand } phải đặt
board-caption-start = Bắt đầu
board-caption-move = Nước { $ply }: { $player } đi { $move }
