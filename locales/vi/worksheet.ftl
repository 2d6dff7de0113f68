# Phiếu bài tập in ra giấy (`mancala worksheet`, nút "In" của trang web): mỗi trang hai bàn cờ,
# mỗi bàn một câu hỏi, trang cuối là đáp án.

worksheet-title = Bài tập { $ruleset }
worksheet-subtitle = { $count } bài, độ khó từ { $low } đến { $high } (phiếu số { $seed })
worksheet-name = Họ và tên:
worksheet-class = Lớp:
worksheet-instructions = Mỗi bàn cờ dưới đây là một thế cờ lấy từ ván đấu thật. Em hãy tìm nước đi hay nhất cho người đến lượt, rồi viết nước đi ấy vào chỗ trống dưới bàn cờ: { $directions ->
    [yes] số ô và hướng rải (R là sang phải, L là sang trái, nhìn từ chỗ người đi ngồi; ví dụ 3R).
   *[no] số của ô được bốc quân.
}
worksheet-question = Bài { $number }. { $question }
worksheet-to-move = Đến lượt { $player } đi. Nước nào hay nhất?
worksheet-your-move = Nước đi của em:
worksheet-key = Đáp án
worksheet-key-answer = Bài { $number }: { $move }
worksheet-proof-exact = Máy đã giải trọn đến hết ván, hai bên đều đi hay nhất. Cách biệt cuối ván (điểm người đi trừ điểm đối thủ): nước { $answer } được { $best }, còn nước hay thứ nhì, { $next }, chỉ được { $next_best }.
worksheet-proof-search = Máy tính trước { $depth } nước. Cách biệt điểm (người đi trừ đối thủ): nước { $answer } được { $best }, còn nước hay thứ nhì, { $next }, chỉ được { $next_best }.
worksheet-page = Trang { $page }/{ $pages }

worksheet-written = Đã ghi phiếu bài tập vào { $path }: { $puzzles } bài trên { $pages } trang, { $key_pages ->
    [1] trang cuối là đáp án.
   *[other] { $key_pages } trang cuối là đáp án.
}

## Lỗi

worksheet-err-items = một phiếu bài tập có từ 1 đến { $max } bài, không phải { $given }
worksheet-err-draw = không vẽ được một trang của phiếu bài tập: { $why }
worksheet-err-ruleset = không có bài tập đi kèm cho bộ luật `{ $given }`: hãy chọn một trong { $known }
worksheet-err-range = độ khó thấp nhất ({ $low }) lớn hơn độ khó cao nhất ({ $high }): hãy đổi chỗ hai số
worksheet-err-too-few = trong khoảng độ khó ấy chỉ có { $found } bài, không đủ { $wanted } bài: hãy nới rộng khoảng hoặc in ít bài hơn
worksheet-err-broken = bài { $id } đi kèm chương trình không dựng được thế cờ: đây là lỗi của chương trình, xin hãy báo lại
worksheet-err-title = tiêu đề dài { $given } ký tự: tối đa { $max } ký tự
worksheet-err-seed = mã phiếu `{ $given }` không phải một số nguyên không âm
worksheet-err-busy = máy chủ đang in các phiếu khác: hãy thử lại sau một lát
