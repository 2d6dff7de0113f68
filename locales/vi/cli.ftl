# Những gì mọi trò chơi đều hiện: người chơi, biên bản ván chơi, tóm tắt nước đi, kết quả, phần
# đầu của luật chơi, và lời của chương trình dòng lệnh.

player-side = { $side ->
    [0] Nam
   *[1] Bắc
}
player-numbered = Người chơi { $number }
number-word = { $n ->
    [0] không
    [1] một
    [2] hai
    [3] ba
    [4] bốn
    [5] năm
    [6] sáu
    [7] bảy
    [8] tám
    [9] chín
    [10] mười
    [11] mười một
    [12] mười hai
    [13] mười ba
    [14] mười bốn
    [15] mười lăm
    [16] mười sáu
    [17] mười bảy
    [18] mười tám
    [19] mười chín
    [20] hai mươi
    [21] hai mươi mốt
    [22] hai mươi hai
   *[other] { $n }
}
digit-group-separator = .

## Biên bản ván chơi (`replay`).
transcript-heading = { $name } ({ $id }), { $first } đi trước
transcript-before-first = Trước nước đi đầu tiên: { $summary }
transcript-move = { $number }. { $player } đi { $move }

## Tóm tắt một nước đi trên một dòng.
summary-relays = rải tiếp { $count } lần
summary-captures = ăn được { $points } điểm
summary-special-seed = đặt hạt đặc biệt
summary-grand-slam = ăn sạch hàng đối phương (grand slam): không được ăn gì
summary-new-round = bắt đầu hiệp { $round }
summary-bonus = được đi thêm một lượt
summary-refill = { $player } rải lại { $placed } quân ({ $own } quân của mình, { $borrowed } quân vay, { $bank } quân lấy ngoài bàn)
summary-pass = { $player } mất lượt
summary-limit = { $limit ->
    [max-plies] đã đến số nước đi tối đa của một ván: ván chưa kết thúc
    [max-plies-without-capture] đã đến số nước liền nhau tối đa không ăn được gì: ván chưa kết thúc
    [max-relay-lifts] phải rải tiếp quá nhiều lần: bỏ nước đi, ván chưa kết thúc
   *[max-rounds] đã đến số hiệp tối đa: ván chưa kết thúc
}
summary-nothing = không ăn được gì

## Đường đi của một nước (`play`).
path-place = đặt hạt đặc biệt vào { $pit }
path-sow = bốc { $count } quân ở { $pit } đi rải
path-relay = bốc tiếp { $count } quân ở { $pit }
path-take-one = lấy một quân ở { $pit } ra rải tiếp
path-capture = ăn { $pit } ({ $points } điểm)
path-bonus = quân cuối rơi vào kho: được đi thêm
path-refill = { $player } rải lại { $placed } quân lên các ô của mình
path-pass = { $player } không đi được, mất lượt
path-limit = đã đến giới hạn { $limit }
path-points-in-all = tổng cộng { $points } điểm
collection-one = { $player } thu { $count } quân còn trên bàn
collection-line = Hết ván: { $collected }.

## Kết quả.
outcome-score = { $player } { $score }
outcome-unfinished = Ván chơi dừng lại khi chưa kết thúc, điểm { $scores }: { $why }.
outcome-wins = { $winner } thắng { $won }–{ $lost }: { $why }.
outcome-wins-of-many = { $winner } thắng ({ $scores }): { $why }.
outcome-draw = Hòa { $south }–{ $north }: { $why }.
outcome-shared = Không ai thắng: điểm cao nhất bằng nhau ({ $scores }): { $why }.
end-repetition = một thế cờ đã lặp lại kể từ lần ăn quân gần nhất
end-blocked = không bên nào đi được nữa
end-max-plies = đã đến giới hạn { $count } nước đi
end-max-plies-without-capture = { $count } nước liền nhau không ăn được gì
end-max-relay-lifts = một nước đi phải rải tiếp quá { $count } lần
end-max-rounds = đã đến số hiệp tối đa

## Dòng trạng thái dưới bàn chơi.
board-to-move = Đến lượt { $player }
board-over = Ván chơi đã kết thúc
board-unfinished = Ván chơi dừng lại khi chưa kết thúc

## Nước đi không được chấp nhận.
move-refused = không đi được { $move }: { $why }

## `rules show`: phần đầu.
rules-heading = { $name } ({ $id }): { $what }
rules-source = Nguồn: { $source }
rules-sources = Nguồn:
rules-limit-ranges = Các giới hạn này đặt trong `[limits]`: `max-plies` và `max-plies-without-capture` từ 1 đến { $plies }{ $with_relays ->
        [yes] , `max-relay-lifts` từ 1 đến { $relays }
       *[no] { "" }
    }.

## Chương trình dòng lệnh.
cli-error = lỗi: { $error }
cli-move-error = nước đi thứ { $number } (`{ $move }`): { $error }

## `play` trên cửa sổ dòng lệnh. Các lệnh (help, board, ...) vẫn gõ như vậy ở mọi ngôn ngữ.
play-marks = Trên bàn, dấu * đánh dấu ô vừa được bốc đi và dấu x đánh dấu ô vừa bị ăn.
play-help =
    Gõ một nước đi theo cách ghi của trò chơi, hoặc một trong các lệnh sau:
      help        hiện hướng dẫn này
      board       hiện lại bàn chơi
      explain     kể lại từng bước của nước đi vừa rồi
      history     các nước đã đi
      rules       luật chơi của bộ luật này
      hint        gợi ý: nước máy sẽ đi ở đây, và nước đó tốt đến đâu
      undo        đi lại: rút lại nước vừa đi của bạn (và nước máy đáp lại)
      save FILE   lưu ván chơi vào tệp FILE (chơi tiếp bằng --load FILE)
      quit        thôi chơi (nếu có --save thì ván chơi được lưu trước)
play-cannot-save = không lưu được ván chơi vào { $file }: { $error }; ván chơi vẫn tiếp tục (thử `save FILE` với một tệp khác)
play-saved-again = ván chơi đã lưu lại được vào { $file }
play-cannot-save-at-the-end = không lưu được ván chơi vào { $file }: { $error }{ $exists ->
        [yes] ; tệp vẫn giữ { $kept } nước đi đầu tiên
       *[no] { "" }
    }
play-value = Đánh giá cho { $player } ({ $seat }): { $value }.
play-search = Tìm kiếm: { $report }.
play-path = { $player } đi { $move }: { $path }
play-nothing-to-undo = không có gì để đi lại: { $why }
play-took-back = đã rút lại { $count } nước đi
play-no-move-yet = chưa có nước đi nào
play-perfect-unsolved = { $player } ({ $seat }) không giải hết được thế cờ ở nước { $number } trong thời gian cho phép: tạm đi theo alpha-beta cho đến khi giải được (--explain cho biết đã chứng minh được gì)
play-perfect-solved = { $player } ({ $seat }) đã giải được thế cờ ở nước { $number }: lại đi hoàn hảo
play-game-saved = đã lưu ván chơi vào { $file }
play-versus = { $first } đấu với { $next }
play-seed = Hạt giống ngẫu nhiên { $seed } (để máy đi lại đúng như vậy, dùng --seed { $seed }).
play-resumed = chơi tiếp { $file } sau { $count } nước đi
play-type-help = Gõ `help` để xem các lệnh.
play-prompt = { $player } [{ $moves }]>
play-input-ended-saved = hết dữ liệu vào; ván chơi đã lưu vào { $file } (chơi tiếp bằng --load { $file })
play-input-ended = hết dữ liệu vào; ván chơi bỏ dở (dùng --save FILE để lưu ván chơi)
play-hint-solved = giải chính xác
play-hint-searched = alpha-beta, sâu tối đa { $depth } nước hoặc { $ms } ms
play-hint = gợi ý: { $move } ({ $how }: { $value })
play-save-usage = cách dùng: save FILE
play-left-saved = ván chơi bỏ dở; đã lưu vào { $file }
play-quit-again = gõ `quit` lần nữa để thoát mà không lưu các nước cuối, hoặc `save FILE` để lưu ván chơi vào chỗ khác
play-left = ván chơi bỏ dở
play-legal-moves = các nước đi được: { $moves }; gõ `help` để xem các lệnh
play-could-not-move = { $player } ({ $seat }) không đi được: { $error }
play-failed-saved = ván chơi đã lưu vào { $file } sau { $count } nước đi: chơi tiếp bằng `mancala play --load { $file } { $flag }`
play-failed-at-the-start = ván chơi dừng lại trước nước đi đầu tiên
play-failed-after = ván chơi dừng lại sau { $count } nước đi (dùng --save FILE để lưu ván chơi): { $moves }
play-saved-engine = trong ván đã lưu, { $player } là `{ $seat }`, nhưng ván đã lưu không bao giờ tự chạy một chương trình: bây giờ { $player } là { $now } (dùng { $flag }engine:COMMAND để chơi tiếp với một chương trình)
play-seat-changed = bây giờ { $player } là { $seat } (trước là { $was })
cli-replay-a-ruleset = `{ $game }` là một bộ luật: cho các nước đi bằng --moves "...", hoặc cho đường dẫn của một ván đã lưu
cli-replay-no-game = không có ván đã lưu nào ở `{ $game }`; hãy cho một tệp ván chơi, hoặc một bộ luật kèm --moves "..."
cli-random-first = bộ luật này bốc thăm người đi trước; hãy cho biết ai đã đi trước bằng --first south hoặc --first north
cli-first-out-of-range = --first { $first }: ván này có người chơi từ 0 đến { $last }
