# Chế độ lớp học của `mancala serve`: những câu máy chủ nói với thầy cô và học sinh, và bảng
# kết quả (CSV).

class-error = { $code ->
    [bad_message] Không đọc được yêu cầu này.
    [rate_limited] Gửi quá nhiều một lúc: hãy đợi một chút.
    [no_such_class] Không có lớp nào mang mã này. Hãy xem lại mã trên màn hình của thầy cô.
    [class_full] Lớp đã đủ chỗ: không vào thêm được nữa.
    [too_many_classes] Máy chủ đã mở đủ số lớp tối đa: hãy thử lại sau.
    [name_taken] Trong lớp đã có bạn mang tên này: em hãy thêm họ hoặc một chữ cái.
    [bad_name] Tên phải có từ 1 đến { $most } chữ.
    [bad_secret] Trình duyệt này không giữ lớp này: chỉ thầy cô đã mở lớp mới điều khiển được.
    [bad_token] Không lấy lại được chỗ này: em hãy vào lớp lại bằng tên của mình.
    [bad_ruleset] Không mở được lớp với bộ luật này.
    [bad_position] Chuỗi vị trí này không phải là một thế cờ còn đi được của bộ luật của lớp.
    [no_such_puzzle] Không có câu đố này cho bộ luật của lớp.
    [bad_move] Không đi được nước này ở thế cờ này.
    [no_question] Chưa có câu hỏi nào.
    [revealed] Đáp án đã được công bố: không trả lời được nữa.
    [not_teacher] Chỉ thầy cô mới làm được việc này.
    [not_pupil] Chỉ học sinh mới trả lời được.
    [already_in_class] Trang này đã ở trong một lớp rồi.
    [too_many_questions] Lớp đã có quá nhiều câu hỏi.
    [cannot_pair] Chưa chia cặp được: cần ít nhất một học sinh đang ở trong lớp.
   *[other] Yêu cầu bị từ chối.
}

# Người chơi máy của học sinh lẻ cặp.
class-computer = Máy
# Tên phòng của một cặp.
class-room-name = Lớp { $code }: { $south } – { $north }

## Bảng kết quả (CSV): tiêu đề các cột, rồi từng dòng.

class-csv-pupil = Học sinh
class-csv-item = Câu hỏi / ván
class-csv-position = Thế cờ
class-csv-answer = Trả lời
class-csv-result = Kết quả
class-csv-note = Ghi chú
class-csv-question = Câu { $n }
class-csv-puzzle = Câu { $n } (câu đố { $id })
class-csv-game = Ván { $room }
class-csv-right = Đúng
class-csv-wrong = Sai
class-csv-unjudged = Chưa chấm
class-csv-no-answer = Không trả lời
class-csv-against = Đấu với { $name }
class-csv-against-computer = Đấu với máy
class-csv-game-result = { $result ->
    [won] Thắng
    [lost] Thua
    [draw] Hòa
   *[unfinished] Chưa xong
}
