# Bài học: `mancala learn`, trang Học, và lỗi của tệp bài học.

learn-set-heading = Các bài học { $name }: { $count } bài
learn-list-line = Bài { $number }. { $title }
learn-lesson-heading = Bài { $number }: { $title }
learn-example-move = Ví dụ: { $player } đi { $move }
learn-task-heading = Đến lượt con
learn-prompt = Con đi nước nào? (ví dụ { $example }; gõ quit để dừng):
learn-continue = Nhấn Enter để học tiếp (gõ quit để dừng).
learn-right = Đúng rồi! Nước { $move } làm được.
learn-right-other = Đúng rồi! Nước { $move } cũng làm được (đáp án của bài là { $answer }).
learn-wrong = Chưa đúng: xem nước { $move } đã làm gì nhé.
learn-try-again = Con thử lại nhé.
learn-hint = Gợi ý: { $hint }
learn-lesson-done = Xong bài { $number }.
learn-all-done = Con đã học xong các bài. Giỏi lắm!
learn-stopped = Đã dừng. Muốn học tiếp thì dùng --lesson { $number }.
learn-no-set = Chưa có bài học nào cho { $ruleset }; hiện có bài học cho { $sets }.
learn-no-lesson = Không có bài { $number }: các bài học đánh số từ 1 đến { $count }.

learn-miss-mandarin = Nước này không ăn được ô quan nào.
learn-miss-captured = { $got ->
    [0] Nước này không ăn được gì
   *[other] Nước này ăn được { $got } điểm
}; bài yêu cầu ăn ít nhất { $wanted } điểm.
learn-miss-chain = { $got ->
    [0] Nước này không ăn được ô nào
   *[other] Nước này chỉ ăn được { $got } ô
}; bài yêu cầu ăn liên tiếp { $wanted } ô.
learn-miss-relays = { $got ->
    [0] Nước này không bốc tiếp lần nào
   *[other] Nước này chỉ bốc tiếp { $got } lần
}; bài yêu cầu bốc tiếp { $wanted } lần.
learn-miss-extra-turn = Hạt cuối không rơi vào kho của con nên con không được đi thêm lượt.
learn-miss-opponent-captures = Sau nước này, { $opponent } có thể đi { $reply } và ăn { $points } điểm.
learn-miss-fed = Sau nước này, các ô của { $opponent } chỉ có { $got } hạt; bài yêu cầu ít nhất { $wanted } hạt.
learn-miss-game-goes-on = Sau nước này ván chơi vẫn chưa kết thúc.
learn-miss-not-won = Ván chơi kết thúc nhưng con không thắng.
learn-miss-not-best = Nước { $better } tốt hơn: được hơn { $points } điểm.
learn-miss-other-move = Đây không phải nước bài yêu cầu.

err-lesson-read = không đọc được bài học { $path }: { $why }
err-lesson-ruleset = không có bộ luật `{ $id }`: hãy ghi một trong { $ids }
err-lesson-text = không có câu `{ $id }` trong các tệp ngôn ngữ: hãy thêm vào locales/en (và vi, fr), hoặc ghi lời của bài trong bảng [messages.en]
err-lesson-language = không có ngôn ngữ `{ $code }` cho lời của bài: hãy ghi một trong { $codes }
err-lesson-no-steps = bài học chưa có bước nào: hãy thêm ít nhất một [[step]]
err-lesson-no-moves = bước ví dụ cần ít nhất một nước đi trong `moves`
err-lesson-too-many = mỗi bài có nhiều nhất { $max } bước, mỗi ví dụ nhiều nhất { $max } nước đi
err-lesson-key-missing = bước loại { $kind } cần có `{ $key }`
err-lesson-key-not-for-kind = `{ $key }` không dùng trong bước loại { $kind }
err-lesson-game-over = ở thế cờ của bài tập này ván chơi đã kết thúc: người học không còn nước nào để đi
err-lesson-goal-depth = best-move tính từ 1 đến { $max } nước, không phải { $depth }
err-lesson-goal-move = `{ $move }` không phải nước đi được ở thế cờ của bài tập này
err-lesson-goal-empty = `all` cần ít nhất một yêu cầu
err-lesson-answer-misses = đáp án { $answer } không đạt yêu cầu của bài tập: { $miss }
err-lesson-no-wrong-move = nước đi nào cũng đạt yêu cầu này nên bài tập không có gì để chọn: hãy chọn thế cờ có nước không đạt
err-lesson-empty = { $path } không có tệp bài học nào (*.toml)
err-lesson-too-many-files = { $path } có hơn { $max } tệp bài học
