# Trang câu đố (crates/serve/page/puzzles.js, crates/serve/src/puzzles.rs). Điểm tính cho bên
# đến lượt đi, như lời chứng minh của câu đố.

page-puzzles-title = mancala: câu đố
page-puzzles-heading = Câu đố
page-puzzles-link = Giải câu đố
page-puzzles-print = In phiếu bài tập
page-puzzles-answer = Trả lời
page-puzzles-show-answer = Xem đáp án
page-puzzles-next = Câu tiếp theo
page-puzzles-puzzle = Câu đố { $id }, độ khó { $rating }
page-puzzles-score = Điểm của em: { $rating } · đúng liền { $streak } câu · đã giải đúng { $solved } trên { $tried } câu
page-puzzles-right = Đúng rồi! { $move } là nước đi hay nhất.
page-puzzles-wrong = Chưa đúng rồi em ơi: nước { $move } kém { $loss } điểm so với nước hay nhất là { $answer }.
page-puzzles-err-server = Máy chủ không trả lời: em kiểm tra kết nối rồi thử lại nhé.
page-puzzles-err-no-puzzle = Không có câu đố { $id }: em thử câu này nhé.
