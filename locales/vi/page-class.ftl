# Trang lớp học (crates/serve/page/class*.js): màn hình chiếu của thầy cô và điện thoại của
# học sinh.

page-class-title = mancala: lớp học
page-class-missing-title = Không có lớp này
page-class-unknown = Không có lớp nào mang mã { $code }. Em hãy xem lại mã trên màn hình của thầy cô rồi gõ lại bên dưới.
page-class-open-title = Mở một lớp học
page-class-open-intro = Học sinh vào lớp bằng điện thoại với mã của lớp. Thầy cô cho cả lớp xem một thế cờ hay một câu đố, xem các em trả lời thế nào, công bố đáp án, chia cặp cho các em chơi với nhau và lấy bảng kết quả.
page-class-open = Mở lớp
page-class-code-label = Mã lớp
page-class-join-at = Vào lớp tại
page-class-qr =
    .alt = Mã QR dẫn tới trang vào lớp
page-class-count = { $present } em đang ở trong lớp ({ $joined } em đã vào, tối đa { $size })
page-class-no-question = Chưa có câu hỏi: hãy cho cả lớp xem một thế cờ hay một câu đố.
page-class-fen-label = Chuỗi vị trí
page-class-show-position = Cho cả lớp xem
page-class-show-start = Thế cờ ban đầu
page-class-puzzle-label = Câu đố
page-class-show-puzzle = Ra câu đố
page-class-reveal = Công bố đáp án
page-class-pair = Chia cặp để chơi
page-class-results = Kết thúc: xem kết quả
page-class-show-names = Hiện tên các em (chỉ trên máy của thầy cô)
page-class-hide-names = Ẩn tên các em
page-class-names-title = Các em và câu trả lời
page-class-games-title = Các ván đấu
page-class-results-title = Kết quả
page-class-download = Tải về (CSV)
page-class-csv-file = lop-{ $code }.csv
page-class-question-title = Câu { $n }: { $who } đi. Nước nào hay nhất?
page-class-puzzle-title = Câu { $n } (câu đố { $id }): { $who } đi. Nước nào thắng?
page-class-answered = { $answered } / { $pupils } em đã trả lời
page-class-bar = { $move }: { $count } em
page-class-bar-right = { $move } ✓ đúng: { $count } em
page-class-bar-wrong = { $move } ✗ sai: { $count } em
page-class-judging = Máy đang tính các nước đi: đáp án sẽ hiện ngay khi tính xong.
page-class-answer-is = Đáp án: { $move }
page-class-no-answer = chưa trả lời
page-class-answer-given = đã trả lời { $move }
page-class-answer-right = { $move } ✓ đúng
page-class-answer-wrong = { $move } ✗ sai
page-class-away = vắng mặt, { $said }
page-class-computer = Máy
page-class-game-board = Bàn cờ của ván { $room }
page-class-game-caption = { $south } – { $north }

## Điện thoại của học sinh.

page-class-join-title = Vào lớp
page-class-code-input = Mã lớp
page-class-name-input = Tên em
page-class-join = Vào lớp
page-class-code-digits = Mã lớp có 6 chữ số: em hãy xem trên màn hình của thầy cô.
page-class-name-needed = Em hãy gõ tên của mình.
page-class-hello = Chào { $name }! Lớp { $code }
page-class-wait = Em chờ thầy cô ra câu hỏi nhé.
page-class-your-turn = { $who } đi: em chọn nước nào? Chạm vào một ô trên bàn cờ.
page-class-you-answered = Em đã chọn { $move }. Em vẫn đổi được cho đến khi thầy cô công bố đáp án.
page-class-answer = Trả lời
page-class-right = Đúng rồi! { $move } là nước hay.
page-class-right-quality = Đúng rồi! { $move }: { $quality }.
page-class-wrong = Chưa đúng: em chọn { $move }, đáp án là { $answer }. Xem nước đi trên bàn cờ nhé.
page-class-answer-was = Đáp án là { $answer }.
page-class-go-to-game = Vào ván đấu với { $name }
page-class-go-to-game-computer = Vào ván đấu với máy
page-class-gone = Lớp trước đã đóng (không ai vào trong một thời gian dài, hoặc máy chủ đã khởi động lại): hãy mở một lớp mới.
