# Lỗi của các địa chỉ API của trang câu đố (crates/serve/src/puzzles.rs), do máy chủ viết.

serve-puzzles-err-ruleset = không có câu đố cho `{ $ruleset }`: hãy chọn một trong { $known }
serve-puzzles-err-id = không có câu đố { $id }
serve-puzzles-err-no-move = hãy cho biết nước đi, viết như trên bàn cờ
serve-puzzles-err-request = hãy gửi tên câu đố và nước đi: {"{"}"id": …, "move": …{"}"}
