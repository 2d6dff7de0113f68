# Trang web của `mancala serve`: mọi chữ trang hiển thị.

## Trang: tiêu đề, các phần và ngôn ngữ.

page-title = mancala
page-views =
    .aria-label = các phần của trang
page-nav-lobby = Phòng chờ
page-nav-replay = Xem lại ván
page-language-label = Ngôn ngữ
page-language-name = { $code ->
    [vi] Tiếng Việt
    [fr] Français
   *[en] English
}
page-unknown-language = Không có ngôn ngữ “{ $given }”: trang hiển thị bằng tiếng Anh. Các ngôn ngữ có: { $languages }.
page-connecting = đang kết nối…
page-connected = đã kết nối
page-reconnecting = mất kết nối: đang thử lại…
page-rulesets-unread = không đọc được các bộ luật: { $error }

## Chỗ ngồi.

page-seat = { $players ->
    [2] { $seat ->
        [0] Nam
       *[1] Bắc
    }
   *[other] Người chơi { $seat }
}
page-named-seat = { $name } ({ $seat })

## Phòng chờ.

page-lobby-title = Phòng chờ
page-rooms-title = Các phòng chơi
page-no-rooms = Chưa có phòng nào: hãy bắt đầu một ván.
page-your-name = Tên của bạn
page-your-name-input =
    .placeholder = tên người khác nhìn thấy
page-new-game-title = Ván mới
page-ruleset-label = Luật chơi
page-ruleset-file-label = …hoặc tệp luật chơi của riêng bạn
page-first-label = Ai đi trước
page-create = Bắt đầu ván
page-rules-title = Luật chơi
page-ruleset-option = { $name } ({ $id })
page-seats-legend = Người chơi
page-person = người
page-computer = máy: { $level }
page-level = { $level ->
    [random] ngẫu nhiên
    [greedy] tham ăn
    [easy] dễ
    [medium] vừa
    [hard] khó
    [max] mạnh nhất
   *[other] { $level }
}
page-drawn-at-random = bốc thăm
page-ruleset-too-big = Tệp { $file } nặng { $size } byte: tệp luật chơi chỉ được tối đa 60000 byte
page-file-refused = { $file }: { $why }
page-using-ruleset = Dùng tệp { $file }: { $name } ({ $id }).
page-free-seat = còn trống
page-room-seat = { $computer ->
    [yes] { $name } (máy)
   *[no] { $name }
}
page-room-status = { $status ->
    [waiting] đang chờ người chơi
    [over] đã kết thúc
   *[playing] đang chơi
}
page-room-line = { $room }: { $ruleset }, { $status }, { $plies } nước đi ({ $seats })
page-sit-as = Ngồi phía { $seat }
page-take-seat-back = Quay lại chỗ của bạn ({ $seat })
page-watch = Xem
page-watch-room = xem phòng { $room }
page-replay = Xem lại
page-replay-room = xem lại phòng { $room }

## Bàn chơi.

page-board-undrawn = không vẽ được bàn chơi: { $why }
page-pit-name = ô { $label }
page-special = { $count } quân đặc biệt
page-black = { $count } quân đen
page-pit-label = { $name }: { $count }
page-pit-label-kinds = { $name }: { $count } ({ $kinds })
page-legal-moves = Các nước được đi: { $moves }
page-play-move = Đi { $move }
page-cancel = Thôi
page-fullscreen = Toàn màn hình
page-fullscreen-exit = Thoát toàn màn hình

## Phòng chơi.

page-room-heading = Phòng chơi
page-room-title = Phòng { $room }: { $ruleset }
page-room-unknown = Không có phòng “{ $room }” trên máy chủ này (có thể phòng đã đóng).
page-back-to-lobby = Về phòng chờ
page-move-label = Nước đi
page-play = Đi
page-hint = Gợi ý
page-take-back = Đi lại
page-resign = Xin thua
page-leave = Rời phòng
page-download-record = Tải biên bản ván chơi
page-speed-label = Tốc độ hoạt hình
page-speed-note = 0: hiện nước đi ngay
page-skip = Bỏ qua hoạt hình
page-agree = Đồng ý
page-refuse = Không đồng ý
page-step-by-step = Nước đi, từng bước một
page-chat-title = Trò chuyện
page-say = Nhắn
page-send = Gửi
page-room-rules = Luật chơi của phòng này
page-projector-link = Màn hình chiếu
page-confirm-resign = Bạn muốn xin thua ván này?
page-undo-waiting = Đã xin đi lại: đang chờ những người khác.
page-undo-asked = { $who } xin đi lại.
page-undo-refused = { $who } không cho đi lại.
page-hint-exact = Gợi ý (đã giải trọn): { $move }; { $value }.
page-hint-search = Gợi ý (tìm kiếm alpha-beta, sâu tối đa { $depth } nước hoặc { $seconds } giây): { $move }, được { $value }.
page-chat-from = { $from } ({ $seat })
page-chat-line = { $who }: { $text }
page-computer-seat = máy ({ $name })
page-seat-away = { $name } (vắng mặt)
page-seat-you = { $name } (bạn)
page-seat-line = { $seat }: { $who }
page-sit-here = Ngồi vào đây
page-watching = { $count } người xem
page-game-over = Ván chơi đã kết thúc.
page-your-move = Đến lượt bạn ({ $seat }).
page-to-move = Đến lượt { $who }.
page-status = { $line } Điểm: { $scores }. Nước thứ { $ply }.
page-score = { $who } { $score }
page-resigned = { $who } xin thua.
page-left = { $who } đã rời đi: ván chơi kết thúc, không ai thắng.
page-plays = { $who } đi { $move }…
page-played = { $who } đã đi { $move }.
page-no-move-yet = Chưa có nước đi nào.

## Màn hình chiếu (`/rooms/ID/board`).

page-projector-join = Quét mã để xem hoặc chơi trên điện thoại
page-projector-qr =
    .alt = Mã QR dẫn tới phòng chơi

## Xem lại ván.

page-replay-title = Xem lại ván
page-record-file = Tệp biên bản ván chơi (.json)
page-replay-keys = Phím mũi tên: → nước tiếp theo (có hoạt hình), ← nước trước, Home về đầu ván, End tới cuối ván.
page-replay-first = Đầu ván
page-replay-prev =
    .aria-label = nước trước
page-replay-next =
    .aria-label = nước tiếp theo
page-replay-last = Cuối ván
page-replay-rules = Luật chơi
page-record-too-big = Tệp { $file } nặng { $size } byte: trình xem chỉ đọc biên bản tối đa 1 MiB
page-replay-where = Nước { $ply } trên { $plies }.
page-replay-status = { $name }: { $where } { $who } Điểm: { $scores }.
