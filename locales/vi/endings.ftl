# Kết thúc một ván trên máy chủ, như chương trình trên dòng lệnh nói.

end-seat = { $seat ->
    [0] Người chơi 1
    [1] Người chơi 2
   *[other] Người chơi { $number }
}
end-over = Hết ván.
end-won = { $winner } thắng { $score }.
end-draw = Hai bên hòa { $score }.
end-no-winner = Không ai thắng; tỉ số lúc dừng là { $score }.
end-why-resigned = { $player } xin thua.
end-why-left = { $player } đã rời ván chơi.
end-why-time = { $player } hết giờ.
end-why-expired = Phòng đã đóng trước khi ván chơi kết thúc.
end-why-repetition = Thế cờ cũ lặp lại: ván chơi dừng ở đây.
end-why-limit = Đã đến giới hạn số nước đi: ván chơi dừng khi chưa xong.
end-why-blocked = Không bên nào còn nước đi.
end-why-mandarins-empty = Hết quan, tàn dân: mỗi bên thu quân trên các ô của mình.
end-why-side-empty = Một bên không còn quân để đi.
end-why-score = Một người chơi đã ăn được hơn nửa số quân.
end-why-rules = Ván chơi kết thúc theo luật.
end-offer = Gõ `rematch` để chơi ván mới và đổi chỗ ngồi, hoặc `quit` để rời phòng.
end-rematch-asked-you = Bạn đã xin chơi ván mới: đang chờ những người chơi khác đồng ý.
end-rematch-asked = { $player } muốn chơi ván mới: gõ `rematch` để đồng ý.
end-rematch-ready = Ván mới ở phòng { $room }: bạn là { $side }.
end-rematch-watch = Ván mới ở phòng { $room }: bạn xem ván này.
end-not-over = Ván chơi chưa kết thúc: ván mới chỉ bắt đầu sau đó.

# Xem lại một ván đã dừng trước khi kết thúc theo luật (`mancala replay FILE`).
replay-end-resigned-won = { $player } xin thua: { $winner } thắng. Điểm: { $scores }.
replay-end-resigned = { $player } xin thua: không ai thắng. Điểm: { $scores }.
replay-end-time-won = { $player } hết giờ: { $winner } thắng. Điểm: { $scores }.
replay-end-time = { $player } hết giờ: không ai thắng. Điểm: { $scores }.
replay-end-left = { $player } đã rời ván, ván chơi dừng lại khi chưa xong: không ai thắng. Điểm: { $scores }.
replay-end-expired = Phòng đã đóng trước khi ván chơi kết thúc: không ai thắng. Điểm: { $scores }.
