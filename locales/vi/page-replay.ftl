## Các nút trong một nước đi của trình xem lại ván (replay.js, index.html).

page-replay-in-move = Trong nước đi:
page-replay-step-keys = Trong một nước đi: phím cách để tạm dừng hoặc chạy tiếp, Shift+← hoặc “,” để lùi một bước, Shift+→ hoặc “.” để tới một bước.

page-replay-ended = { $why } { $headline }.
