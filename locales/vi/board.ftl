# Chữ ghi trên các ô của bàn cờ SVG (`mancala svg`, bàn cờ trên web).

board-points = { $points } điểm
board-young = quan non
