# `mancala serve`: những câu máy chủ nói với người chơi (lỗi, giá trị của gợi ý).

serve-error = { $code ->
    [bad_message] Không đọc được tin nhắn này.
    [too_large] Tin nhắn quá dài.
    [rate_limited] Gửi quá nhiều tin một lúc: hãy đợi một chút.
    [bad_value] Có một giá trị nằm ngoài giới hạn cho phép.
    [no_such_room] Không có phòng này.
    [too_many_rooms] Máy chủ đã đủ số phòng tối đa.
    [room_full] Phòng đã đầy.
    [bad_ruleset] Không dùng được bộ luật này.
    [bad_seat] Không có người chơi máy như vậy.
    [seat_taken] Chỗ này đã có người ngồi.
    [bad_token] Không thể lấy lại chỗ này từ đây.
    [not_in_room] Bạn chưa ở trong phòng nào.
    [already_in_room] Bạn đang ở trong một phòng: hãy rời phòng đó trước.
    [not_a_player] Chỉ người chơi mới làm được việc này.
    [not_your_turn] Chưa đến lượt bạn.
    [bad_position] Đây không phải là một thế cờ của trò chơi này.
    [bad_move] Đây không phải là một nước đi.
    [illegal_move] Không được đi nước này lúc này.
    [game_over] Ván chơi đã kết thúc.
    [nothing_to_undo] Không có nước nào để đi lại.
    [unavailable] Máy chủ chưa làm được việc này: hãy thử lại sau một lát.
    [waiting] Còn chỗ trống: ván chơi đợi người vào chơi.
   *[other] Yêu cầu bị từ chối.
}
serve-unknown-language = Không có ngôn ngữ “{ $given }”: các ngôn ngữ có là { $languages }.

## Giá trị của gợi ý cho người đến lượt.

serve-hint-points = { $points ->
    [0] hòa điểm
   *[other] { $lead } điểm
}
serve-hint-forced = { $won ->
    [yes] { $by ->
        [0] chắc chắn thắng trong vòng { $plies } nước
       *[other] chắc chắn thắng ít nhất { $by } điểm trong vòng { $plies } nước
    }
   *[no] { $by ->
        [0] chắc chắn thua trong vòng { $plies } nước
       *[other] chắc chắn thua ít nhất { $by } điểm trong vòng { $plies } nước
    }
}
serve-hint-exact = { $outcome ->
    [win] nếu chơi hoàn hảo thì thắng { $margin } điểm
    [loss] nếu chơi hoàn hảo thì thua { $margin } điểm
   *[draw] nếu chơi hoàn hảo thì hòa
}
