## Đi quân ngay trên bàn cờ, quân di chuyển từng ô (board.js, play.js, animation.js).

page-board-sow-toward = Rải về phía { $pit }
page-board-sow-toward-move = Rải về phía { $pit } ({ $move })
page-board-colour-first = Rải hạt { $look ->
    [red] đỏ
    [black] đen
   *[other] thường
} trước
page-board-special-into = Thả hạt đặc biệt vào { $pit }
page-board-pit-points = { $points } điểm
page-board-young = quan non
page-board-captured = { $who } đã ăn { $count } quân: { $points } điểm
page-board-pause = Tạm dừng
page-board-resume = Chạy tiếp
page-board-step-back = Lùi một bước
page-board-step-forward = Tới một bước
