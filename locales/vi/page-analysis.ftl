## Bàn phân tích và bàn xếp thế cờ (analysis.js, index.html).

page-nav-analysis = Bàn phân tích
page-nav-editor = Xếp thế cờ
page-analysis-title = Bàn phân tích
page-analysis-file = Biên bản ván chơi hoặc bài phân tích (.json)
page-analysis-paste = …hoặc dán biên bản, bài phân tích hay chuỗi thế cờ vào đây
page-analysis-paste-input =
    .aria-label = biên bản ván chơi, bài phân tích hoặc chuỗi thế cờ
page-analysis-ruleset = Luật chơi của chuỗi thế cờ
page-analysis-open = Mở
page-analysis-empty = Hãy mở một ván chơi hoặc một chuỗi thế cờ để xem lại; hoặc bắt đầu từ thế ban đầu của luật chơi đã chọn.
page-analysis-from-start = Thế ban đầu của luật chơi
page-analysis-keys = Phím: → nước tiếp theo, ← nước trước, Home về đầu, End đến cuối nhánh, ↑ ↓ sang các nhánh khác. Bấm vào một ô để thử nước đi của riêng bạn.
page-analysis-first = Đầu ván
page-analysis-prev =
    .aria-label = nước trước
page-analysis-next =
    .aria-label = nước tiếp theo
page-analysis-last = Cuối nhánh
page-analysis-where = { $ply ->
    [0] Thế ban đầu
   *[other] Sau nước thứ { $ply }
}
page-analysis-status = { $where }. { $who } ({ $scores })
page-analysis-moves = Các nước đi và các nhánh
page-analysis-no-moves = Chưa có nước đi nào: bấm vào một ô trên bàn để đi.
page-analysis-move = { $ply }. { $move }
page-analysis-move-label =
    .aria-label = nước thứ { $ply }, { $who }: { $move }
page-analysis-variation =
    .aria-label = một nhánh khác
page-analysis-delete = Xoá nhánh này
page-analysis-promote = Đưa nhánh này lên
page-analysis-download = Tải bài phân tích (.json)
page-analysis-download-record = Tải biên bản ván (.json)
page-analysis-download-pgn = Tải biên bản dạng PGN (.pgn)
page-analysis-fen = Chuỗi thế cờ (FEN)
page-analysis-copy = Sao chép
page-analysis-copied = Đã sao chép.
page-analysis-edit = Sửa thế cờ này
page-analysis-choose = Ô này có nhiều cách đi: hãy chọn một.
page-analysis-play-title = Chơi tiếp từ đây
page-analysis-against = Chơi với
page-analysis-a-person = một người (gửi đường dẫn của phòng cho bạn ấy)
page-analysis-side = Bạn cầm bên
page-analysis-play = Bắt đầu chơi
page-analysis-over = Ở thế này ván chơi đã kết thúc: không còn gì để chơi tiếp.
page-analysis-analyse = Phân tích ván này
page-analysis-refused = { $code ->
    [bad_position] Đây không phải là một thế cờ của trò chơi này: { $why }
    [bad_move] Không đi được nước này ở đây: { $why }
    [bad_ruleset] Không dùng được luật chơi này: { $why }
    [rate_limited] Quá nhiều yêu cầu cùng lúc: hãy đợi một chút rồi thử lại.
    [busy] Máy chủ đang bận xem lại các ván khác (mỗi lúc chỉ vài ván, mỗi máy một ván): hãy thử lại sau một lát.
   *[other] Máy chủ từ chối: { $why }
}
page-analysis-unread = { $field ->
    [format] { $file } không phải là biên bản ván chơi hay bài phân tích mà bàn này đọc được.
    [fen] { $file } không có thế cờ ban đầu.
    [size] { $file } có nhiều nước đi hơn bàn này chứa được.
   *[moves] { $file } có một nước đi không đọc được.
}
page-analysis-pasted = Đoạn văn bản đã dán

## Xem lại ván trên bàn phân tích (analysis.js, analysis-review.js).

page-analysis-review = Xem lại ván này
page-analysis-reviewing = Đang xem lại ván… (nhiều nhất { $seconds } giây)
page-analysis-reviewed = Đã xem lại: mỗi nước của nhánh chính được đánh dấu (?! thiếu chính xác, ? sai lầm, ?? sai lầm nghiêm trọng); chọn một nước để xem giá trị của nó.
page-analysis-review-changed = Nhánh chính đã thay đổi trong lúc xem lại: hãy xem lại lần nữa.
page-analysis-review-class = { $class ->
    [best] nước hay nhất
    [good] nước tốt
    [inaccuracy] nước thiếu chính xác
    [mistake] nước sai lầm
   *[blunder] nước sai lầm nghiêm trọng
}
page-analysis-move-label-class =
    .aria-label = nước thứ { $ply }, { $who }: { $move }, { $class }
page-analysis-review-value = { $exact ->
    [yes] { $value } (chính xác)
   *[no] { $value } (tính trước { $depth } nước)
}
page-analysis-review-detail = Nước thứ { $ply }, { $who } đi { $move }: { $class }. Giá trị cho { $who }: trước nước đi { $before }, sau nước đi { $after }.
page-analysis-review-best = Nước hay nhất là { $best } (chuỗi nước: { $line }); { $loss ->
    [0] nước đã đi không mất điểm nào
   *[other] nước đã đi mất { $loss } điểm
}.
page-analysis-review-start = Đầu ván: đến lượt { $who }, thế cờ đáng { $value } cho { $who }.
page-analysis-review-start-best = Nước hay nhất là { $best } (chuỗi nước: { $line }).
page-analysis-review-none = Nước này chưa được xem lại: nó không nằm trên nhánh chính đã xem, hoặc lần xem lại đã bỏ qua nó.
page-analysis-review-summary = { $who }: độ chính xác { $accuracy }% qua { $moves } nước; { $inaccuracies } nước thiếu chính xác, { $mistakes } sai lầm, { $blunders } sai lầm nghiêm trọng.
page-analysis-review-summary-none = { $who }: chưa xem nước nào.
page-analysis-review-skipped = { $reason ->
    [time] Chưa xem các nước từ { $first } đến { $last }: đã hết { $seconds } giây dành cho việc xem lại (xem từ nước cuối ngược về nước đầu).
   *[length] Chưa xem các nước từ { $first } đến { $last }: mỗi lần xem lại chỉ xét nhiều nhất { $max } nước đầu.
}
page-analysis-review-graph =
    .aria-label = Thế trận qua từng nước: phía trên đường giữa là { $south } hơn, phía dưới là { $north } hơn. Bấm vào một điểm để đến nước đó.
page-analysis-review-ahead = { $who } hơn
page-analysis-review-point = { $start ->
    [yes] Đầu ván: { $value } cho { $south }
   *[other] { $ply }. { $move }: { $value } cho { $south }
}

page-editor-title = Xếp thế cờ
page-editor-intro = Chọn một ô trên bàn (bấm hoặc chạm vào ô, hoặc dùng Tab rồi nhấn Enter), rồi thêm hay bớt quân bằng các nút hoặc phím + và −. Chuỗi thế cờ bên dưới thay đổi theo; bạn cũng có thể gõ trực tiếp vào đó.
page-editor-ruleset = Luật chơi
page-editor-reset = Thế ban đầu
page-editor-pit = Ô đang chọn: { $pit } ({ $count } quân)
page-editor-no-pit = Hãy chọn một ô trên bàn.
page-editor-add = + một quân
    .aria-label = thêm một quân vào ô đang chọn
page-editor-remove = − một quân
    .aria-label = bớt một quân ở ô đang chọn
page-editor-bank = Quân { $who } đã ăn: { $bank }
page-editor-bank-add = +
    .aria-label = thêm một quân vào số quân { $who } đã ăn
page-editor-bank-remove = −
    .aria-label = bớt một quân trong số quân { $who } đã ăn
page-editor-to-move = Đến lượt
page-editor-valid = Đây là một thế cờ hợp lệ của trò chơi này.
page-editor-invalid = Chưa phải là một thế cờ của trò chơi này ({ $field ->
    [pits] các ô
    [to_move] lượt đi
    [banks] số quân đã ăn
   *[fields] các mục khác
}): { $why }
page-editor-analyse = Phân tích thế cờ này
