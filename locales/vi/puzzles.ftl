# Bài tập do máy chứng minh (`mancala puzzles`, `mancala puzzle`). Giá trị tính bằng điểm cho
# người đến lượt: cách biệt cuối ván khi cả hai đi hoàn hảo (chính xác), hoặc giá trị máy tính trước.

puzzle-question = Đến lượt { $player }: hãy tìm nước đi hay nhất.
puzzle-proof-exact = Bộ giải đã chứng minh, cả hai đi hoàn hảo đến hết ván: nước { $answer } được { $best } điểm, nước hay thứ nhì là { $next } chỉ được { $next_best } điểm.
puzzle-proof-search = Máy tính trước { $depth } nước: nước { $answer } được { $best } điểm, nước hay thứ nhì là { $next } chỉ được { $next_best } điểm.

## Lỗi của tệp bài tập

puzzle-err-at = { $file }, dòng { $line }: { $error }
puzzle-err-read = không đọc được tệp bài tập { $file }: { $why }
puzzle-err-too-many = { $file } có hơn { $max } bài: hãy chia nhỏ tệp
puzzle-err-empty = { $file } không có bài nào: hãy viết mỗi dòng một bài, dạng JSON
puzzle-err-json = dòng này không phải một bài tập: { $detail }
puzzle-err-ruleset = không có bộ luật `{ $ruleset }` đi kèm chương trình: hãy chọn một trong { $known }
puzzle-err-position = thế cờ: { $error }
puzzle-err-over = ván đã kết thúc ở thế này: bài tập phải còn nước để tìm
puzzle-err-answer = không đi được nước đáp án: { $why }
puzzle-err-moves = lời chứng minh phải cho giá trị của từng nước đi hợp lệ, và phải có ít nhất hai nước; các nước hợp lệ là { $legal }
puzzle-err-proof = lời chứng minh không cho thấy đáp án là nước hay nhất: các giá trị phải xếp từ cao xuống thấp, đáp án đứng đầu, và cách biệt là giá trị cao nhất trừ giá trị thứ nhì, ít nhất là 1
puzzle-err-depth = chứng minh bằng cách tính trước { $depth } nước: số nước phải từ 1 đến { $max }
puzzle-err-duplicate-id = một bài khác trong tệp cũng tên { $id }: hãy đặt cho mỗi bài một tên riêng
puzzle-err-duplicate-position = bài { $id } trong tệp có cùng thế cờ: hãy giữ lại một bài

## Dòng lệnh

puzzle-err-not-by-points = bộ luật { $ruleset } không có bài tập: bài tập cần một ván hai người chơi, thắng thua tính bằng điểm, để bộ giải và máy tính trước được giá trị
puzzle-err-count = --count { $count }: hãy chọn từ 1 đến { $max } bài
puzzle-err-generate-depth = --depth { $depth }: hãy chọn số nước tính trước từ 2 đến { $max }
puzzle-err-too-few = chỉ tìm được { $found } trong { $wanted } bài yêu cầu: hãy thử hạt giống khác, hoặc bớt số bài
puzzle-err-no-id = không có bài { $id } trong các bài của { $ruleset }
puzzle-err-none = không có bài tập nào cho { $ruleset }
puzzle-generate-progress = { $found }/{ $wanted } bài, { $games } ván, đã xem { $tried } thế cờ
puzzle-generate-done = { $found } bài của { $ruleset } ({ $exact } bài do bộ giải chứng minh), hạt giống { $seed }, trong { $seconds } giây
puzzle-method-exact = chính xác
puzzle-method-search = tính trước { $depth } nước
puzzle-list-line = { $id }  độ khó { $rating }  { $answer } ({ $best }) hơn { $next } ({ $next_best }), { $method }  { $fen }
puzzle-header = Bài { $id } ({ $number }/{ $total }), độ khó { $rating }
puzzle-right = Đúng rồi: { $answer } là nước đi hay nhất.
puzzle-wrong = Chưa phải nước hay nhất: nước { $played } được { $value } điểm; nước hay nhất là { $answer }, được { $best } điểm.
puzzle-score = Giải đúng { $solved } trên { $tried } bài.
