# Chương trình chơi trong cửa sổ dòng lệnh, vào một phòng trên máy chủ (`mancala play --connect URL`).

con-seated = Bạn ngồi ở chỗ { $seat } của phòng { $room }. Nếu mất kết nối, muốn quay lại thì chạy: { $command }
con-back = Bạn đã về lại chỗ { $seat } của phòng { $room }.
con-watching = Bạn đang xem phòng { $room }.
con-heading = { $name } ({ $id }), đã đi { $plies } nước
con-waiting-seat = đang chờ người chơi vào chỗ của { $player }...
con-waiting = đang chờ { $player } đi...
con-undo-asked = { $player } xin đi lại: gõ `undo` để đồng ý
con-undo-declined = lời xin đi lại đã bị từ chối
con-reloading = (ván chơi đã thay đổi: đang tải lại)
con-unreadable = máy chủ gửi một tin nhắn mà chương trình này (giao thức { $protocol }) không đọc được: “{ $error }”
con-seats = Chỗ ngồi: { $seats }
con-seat = { $side }: { $who }
con-seat-free = còn trống
con-seat-you = bạn
con-seat-person = một người chơi
con-seat-away = { $name } (đang vắng)
con-seat-computer = máy ({ $name })
con-left = đã rời phòng
con-room-made = đã mở phòng { $room }; người khác vào phòng bằng lệnh: { $command }
con-input-ended = hết dữ liệu vào; chỗ của bạn được giữ trong thời gian chờ của phòng (quay lại bằng --seat { $seat } và mã của bạn)
