# Trang web khi hết ván (crates/serve/page/ending.js), danh sách nước đi (movelist.js) và tên phòng.

## Kết quả: ai thắng, tỉ số, vì sao.

page-result-winner = { $who } thắng
page-result-draw = Hai bên hòa
page-result-no-winner = Không ai thắng
page-result-score = Tỉ số { $score }.
page-result-line = { $score } { $why }
page-why-resigned = { $who } xin thua.
page-why-left = { $who } đã rời ván chơi.
page-why-time = { $who } hết giờ.
page-why-expired = Phòng đã đóng trước khi ván chơi kết thúc.
page-why-repetition = Thế cờ cũ lặp lại.
page-why-limit = Đã đến giới hạn số nước đi: ván chơi dừng khi chưa xong.
page-why-blocked = Không bên nào còn nước đi.
page-why-mandarins-empty = Hết quan, tàn dân: mỗi bên thu quân trên các ô của mình.
page-why-side-empty = Một bên không còn quân để đi.
page-why-score = Một người chơi đã ăn được hơn nửa số quân.
page-why-rules = Ván chơi kết thúc theo luật.

## Sau ván chơi.

page-rematch = Chơi ván mới, đổi chỗ ngồi
page-new-game-same-rules = Ván mới, cùng luật
page-rematch-waiting = Bạn đã xin chơi ván mới: đang chờ những người khác đồng ý.
page-rematch-asked = { $who } muốn chơi ván mới.

## Danh sách nước đi.

page-moves-title = Các nước đi
page-move-entry = { $number }. { $move }
page-viewing-move = Bàn cờ sau nước thứ { $ply } trong { $plies } nước.
page-back-to-game = Trở lại ván đang chơi

## Tên phòng.

page-room-name = Tên phòng
page-room-name-input =
    .placeholder = không bắt buộc, hiện ở phòng chờ
page-named-room-line = { $name } — { $line }
page-named-room-title = { $name } (phòng { $room }): { $ruleset }
