# Những gì dòng lệnh báo cho người đọc ngoài các ván chơi: `rules check` và `rules new`, báo
# cáo của `solve` và `compare`.

## Numbers

rep-thousands-separator = .
rep-decimal-separator = ,

## rules check, rules new

rep-rules-check-ok = `{ $file }`: không có lỗi, bộ luật `{ $id }` ({ $name }, trò `{ $game }`)
rep-rules-new-wrote =
    đã ghi `{ $file }`: bộ luật `{ $id }`, chép từ `{ $from }`
    kiểm tra bằng `mancala rules check { $file }`, chơi bằng `mancala play { $file }`

## solve

rep-solve-start = Đến lượt { $player } đi, ngay từ đầu ván.
rep-solve-after = Đến lượt { $player } đi, sau { $moves } nước.
rep-solve-value-win = Giá trị với { $player }: { $value }. Nếu cả hai bên đều đi hay nhất, { $winner } thắng hơn { $margin } điểm.
rep-solve-value-draw = Giá trị với { $player }: { $value }. Nếu cả hai bên đều đi hay nhất, ván sẽ hòa.
rep-solve-final = Tỉ số cuối: { $south } { $southscore }, { $north } { $northscore } ({ $reason }).
rep-solve-best = Nước hay nhất: { $move }
rep-solve-line = Các nước hay nhất ({ $count } nước): { $line }
rep-solve-unsolved-between = Chưa giải xong: đã hết thời gian. Giá trị với { $player } nằm trong khoảng từ { $lower } đến { $upper }.
rep-solve-unsolved-at-least = Chưa giải xong: đã hết thời gian. Giá trị với { $player } ít nhất là { $lower }.
rep-solve-unsolved-at-most = Chưa giải xong: đã hết thời gian. Giá trị với { $player } nhiều nhất là { $upper }.
rep-solve-unsolved-unbounded = Chưa giải xong: đã hết thời gian, và chưa lần thử nào xong nên chưa biết giá trị nằm trong khoảng nào.
rep-solve-searched = Đã xét { $nodes } thế cờ ({ $hits } thế có sẵn trong bảng nhớ) qua { $tests } lần thử, mất { $seconds } giây; bảng nhớ chứa được { $capacity } thế cờ.
rep-solve-database-read = Cơ sở dữ liệu tàn cuộc: mọi thế cờ có tới { $pieces } quân ({ $bytes } byte), đọc từ `{ $file }` trong { $seconds } giây (đã tính ở trên).
rep-solve-database-ready = Cơ sở dữ liệu tàn cuộc: mọi thế cờ có tới { $pieces } quân ({ $bytes } byte), đã dựng sẵn.
rep-solve-database-built = Cơ sở dữ liệu tàn cuộc: mọi thế cờ có tới { $pieces } quân ({ $bytes } byte), dựng trong { $seconds } giây (đã tính ở trên).

## compare

rep-cmp-points = { $value } điểm phần trăm [{ $low }, { $high }]
rep-cmp-distinct-none = không ghi lại
rep-cmp-distinct-exact = { $count } trong { $games }
rep-cmp-distinct-about = khoảng { $count } trong { $games }
rep-cmp-not-counted = `{ $id }`: { $program }, chương trình đã chơi các ván này, không đếm số ván khác nhau
rep-cmp-program = mancala { $version }
rep-cmp-program-unknown = Một phiên bản mancala cũ hơn (không ghi số phiên bản)
rep-cmp-program-earlier = một phiên bản mancala cũ hơn (không ghi số phiên bản)
rep-cmp-repeats-same-start = { $exact ->
        [yes] `{ $id }`: { $distinct } ván khác nhau trong { $games } ván; { $repeats } ván lặp lại y hệt từng nước một ván trước đó
       *[no] `{ $id }`: khoảng { $distinct } ván khác nhau trong { $games } ván; khoảng { $repeats } ván lặp lại y hệt từng nước một ván trước đó
    }, vì các máy chơi cùng một ván từ cùng một thế bắt đầu: khoảng tin cậy lại tính những bản sao này như bằng chứng mới. Hãy mở đầu mỗi ván bằng vài nước ngẫu nhiên (`--opening { $opening }`) để các ván khác nhau
rep-cmp-repeats-random = { $exact ->
        [yes] `{ $id }`: { $distinct } ván khác nhau trong { $games } ván; { $repeats } ván lặp lại y hệt từng nước một ván trước đó
       *[no] `{ $id }`: khoảng { $distinct } ván khác nhau trong { $games } ván; khoảng { $repeats } ván lặp lại y hệt từng nước một ván trước đó
    } (các ván ngẫu nhiên độc lập tình cờ trùng nhau, điều mà khoảng tin cậy đã tính đến)
rep-cmp-repeats-opening = { $exact ->
        [yes] `{ $id }`: { $distinct } ván khác nhau trong { $games } ván; { $repeats } ván lặp lại y hệt từng nước một ván trước đó
       *[no] `{ $id }`: khoảng { $distinct } ván khác nhau trong { $games } ván; khoảng { $repeats } ván lặp lại y hệt từng nước một ván trước đó
    } (cùng những nước mở đầu ngẫu nhiên, rồi chơi giống nhau): `--opening { $more }` sẽ làm các ván khác nhau hơn
rep-cmp-opening-none-same = Mở đầu: không có (`--opening 0`), nên các máy, vốn chơi cố định, chơi cùng một ván từ cùng một thế bắt đầu.
rep-cmp-opening-none = Mở đầu: không có (`--opening 0`); chính những lựa chọn ngẫu nhiên của các máy làm các ván khác nhau.
rep-cmp-opening = Mở đầu: mỗi ván bắt đầu bằng { $plies } nước ngẫu nhiên lấy từ số khởi đầu của ván (`--opening { $plies }`), rồi các máy mới chơi; số liệu tính cả ván.
rep-cmp-agents-same = `{ $agent }` ở mọi chỗ ngồi
rep-cmp-versus = { $a } đấu { $b }
rep-cmp-header = { $program }, số khởi đầu { $seed }: { $games } ván cho mỗi bộ luật; người chơi: { $agents }.
rep-cmp-header-shard = { $program }, số khởi đầu { $seed }: { $games } ván cho mỗi bộ luật; đây là phần { $shard }/{ $shards }, các ván từ { $from } đến { $to }; người chơi: { $agents }.
rep-cmp-alternates = Hai bên thay nhau đi trước, và mọi bộ luật đều chơi cùng những số khởi đầu của ván.
rep-cmp-intervals = Khoảng tin cậy 95%: khoảng điểm Wilson cho các tỉ lệ, khoảng lai Newcombe cho hiệu hai tỉ lệ (cả hai đều nằm trong khoảng giá trị có thể có), xấp xỉ chuẩn cho các giá trị trung bình.
rep-cmp-distinct = số ván khác nhau
rep-cmp-wins = { $player } thắng
rep-cmp-player = Người chơi { $number }
rep-cmp-draws = hòa
rep-cmp-unfinished = chưa xong (chạm giới hạn)
rep-cmp-first-wins = bên đi trước thắng (trong các ván đã xong)
rep-cmp-advantage = lợi thế đi trước
rep-cmp-plies = số nước: trung bình / trung vị / p95
rep-cmp-longest = ván dài nhất (số nước)
rep-cmp-branching = số nước đi được trung bình
rep-cmp-captures = số lần ăn mỗi ván
rep-cmp-chain = ăn liên tiếp: trung bình / nhiều nhất
rep-cmp-margin = cách biệt khi thắng
rep-cmp-lead-changes = số lần đổi bên dẫn điểm mỗi ván
rep-cmp-ended = kết thúc: `{ $reason }`
rep-cmp-counter = `{ $name }` mỗi ván
rep-cmp-first-special = lần ăn quan (hay hạt đặc biệt) đầu tiên (nước thứ)
rep-cmp-warning = lưu ý: { $warning }
rep-cmp-differences = Chênh lệch so với bộ luật đầu tiên, với khoảng tin cậy 95%:
rep-cmp-diff-wins = tỉ lệ { $player } thắng
rep-cmp-diff-draws = tỉ lệ hòa
rep-cmp-diff-unfinished = tỉ lệ chưa xong
rep-cmp-diff-plies = số nước trung bình
rep-cmp-advantage-note = Lợi thế đi trước là P(bên đi trước thắng) − P(bên đi sau thắng) trong các ván đã xong; khoảng tin cậy của nó tính từ điểm của bên đi trước (thắng được 1, thua 0, còn lại ½), nên luôn nằm trong ±100 điểm phần trăm.

## Máy tìm nước đi, hiện khi chơi

rep-search = { $kind ->
        [exact] lấy từ cơ sở dữ liệu tàn cuộc
        [untimed] độ sâu { $depth }, { $nodes } thế cờ
        [instant] độ sâu { $depth }, { $nodes } thế cờ trong { $seconds } giây
       *[timed] độ sâu { $depth }, { $nodes } thế cờ trong { $seconds } giây ({ $rate } triệu thế mỗi giây)
    }{ $hasline ->
        [yes] ; dự đoán các nước tiếp: { $line }
       *[no] {""}
    }

## Chơi qua máy chủ ở dòng lệnh (play --connect)

rep-connect-help =
    Các lệnh:
      một nước đi  đi nước ấy khi đến lượt bạn (ví dụ 1R)
      board        xem bàn cờ
      history      các nước đã đi
      seats        ai ngồi chỗ nào
      chat LỜI     gửi một dòng cho mọi người trong phòng
      undo         xin đi lại nước vừa rồi (những người khác phải đồng ý: họ cũng gõ `undo`)
      resign       xin thua
      rematch      sau khi hết ván: chơi lại, hai bên đổi chỗ (mọi người đang ngồi đều đồng ý)
      quit         rời phòng (chỗ của người chơi được giữ trong thời gian chờ của phòng: quay lại
                   bằng --seat N --token T)

## Tiến độ của solve, trên màn hình

rep-solve-book-model = sổ khai cuộc chống MCTS: các nước đáp của mô hình sau `{ $line }`
rep-solve-book-chosen = sổ khai cuộc chống MCTS: đã chọn { $count } thế cờ
rep-solve-book = sổ khai cuộc: đã giải { $done } thế cờ, còn { $waiting } thế đang chờ
rep-solve-progress = lần thử { $test }: giá trị từ { $lower } đến { $upper }, { $nodes } thế cờ, { $seconds } giây

## Báo cáo của `mancala tournament` (`rep-tour-*`).

rep-tour-heading = Giải đấu của mancala { $version } với bộ luật { $ruleset }, hạt giống ngẫu nhiên { $seed }: vòng tròn giữa { $agents } người chơi máy, mỗi cặp đấu { $games } ván, hai bên trong một cặp lần lượt đi trước.
rep-tour-opening-none-same = Khai cuộc: không có (--opening 0), nên hai người chơi máy tất định sẽ chơi đi chơi lại cùng những ván ấy.
rep-tour-opening-none = Khai cuộc: không có (--opening 0); chính những lựa chọn ngẫu nhiên của người chơi máy làm các ván khác nhau.
rep-tour-opening = Khai cuộc: mỗi ván bắt đầu bằng { $plies } nước đi ngẫu nhiên rút từ hạt giống của ván (--opening { $plies }), rồi người chơi máy mới đi.
rep-tour-opening-even = { $plain } Chỉ lấy khai cuộc cân bằng: mỗi khai cuộc được rút lại cho đến khi một lượt tìm kiếm sâu { $depth } nước, tính theo số điểm hơn, cho thấy không bên nào hơn quá { $points } điểm (--opening-within { $points }).
rep-tour-about = { $exact ->
        [yes] { $count }
       *[no] khoảng { $count }
    }
rep-tour-repeats = { $first } đấu { $second }: { $distinct } ván khác nhau trong { $games } ván; { $repeated } ván lặp lại từng nước một ván trước đó
rep-tour-repeats-same = { $what }, vì hai người chơi máy chơi cùng một ván từ cùng một thế cờ: tỉ lệ và hệ số Elo tính những bản sao ấy như bằng chứng mới. Hãy mở mỗi ván bằng vài nước ngẫu nhiên (--opening { $opening }) để các ván khác nhau
rep-tour-repeats-random = { $what } (những ván ngẫu nhiên độc lập tình cờ giống nhau, điều mà hệ số Elo đã tính đến)
rep-tour-repeats-opening = { $what } (cùng một khai cuộc ngẫu nhiên, được chơi giống nhau): --opening { $opening } sẽ làm các ván khác nhau hơn
rep-tour-score-title = Điểm của người chơi ở hàng khi đấu với người chơi ở cột: số ván thắng cộng một nửa số ván hòa, tính theo tỉ lệ trên các ván đã kết thúc.
rep-tour-versus = { $first } đấu { $second }
rep-tour-pairings-title = Các ván của từng cặp, tính cho người chơi thứ nhất:
rep-tour-col-pairing = cặp
rep-tour-col-won = thắng
rep-tour-col-drawn = hòa
rep-tour-col-lost = thua
rep-tour-col-unfinished = chưa xong
rep-tour-col-distinct = số ván khác nhau
rep-tour-distinct-of = { $distinct } trên { $games }
rep-tour-unfinished = Ván chưa xong (bị dừng vì giới hạn): { $unfinished } trên { $total }{ $some ->
        [yes] ; những ván này không được tính vào tỉ lệ lẫn hệ số Elo
       *[no] {""}
    }.
rep-tour-seat-unfinished = { $record } ({ $unfinished } ván chưa xong)
rep-tour-seats-title = Cũng các ván ấy theo chỗ ngồi, tính cho người chơi thứ nhất: thắng-hòa-thua (không kể ván chưa xong), và tỉ lệ điểm với khoảng tin cậy Wilson 95%:
rep-tour-col-first = đi trước
rep-tour-col-second = đi sau
rep-tour-no-rating = không có hệ số Elo hữu hạn: { $why }
rep-tour-alone = { $group ->
        [top] những người khác không ghi được điểm nào trước nó
        [bottom] nó không ghi được điểm nào trước những người khác
       *[middle] nó không ghi được điểm nào trước các nhóm ở trên, và các nhóm ở dưới không ghi được điểm nào trước nó
    }
rep-tour-unbounded = vô hạn
rep-tour-elo = Hệ số Elo (ước lượng hợp lý cực đại Bradley–Terry, 400 điểm = tỉ lệ 10:1, trung bình 1500), với khoảng tin cậy 95% từ { $resamples } lần lấy mẫu lại (bootstrap) rút từ hạt giống:
rep-tour-elo-groups = Hệ số Elo: không có hệ số hữu hạn nào hợp với mọi người chơi, vì có người không ghi được điểm nào (không thắng, không hòa) trước người khác. Người chơi được chia thành các nhóm xếp hạng, mỗi nhóm không ghi được điểm nào trước các nhóm ở trên, nên khoảng cách giữa các nhóm là vô hạn. Trong một nhóm có từ hai người trở lên, hệ số Elo (ước lượng hợp lý cực đại Bradley–Terry, 400 điểm = tỉ lệ 10:1) có trung bình 1500, với khoảng tin cậy 95% từ { $resamples } lần lấy mẫu lại (bootstrap) rút từ hạt giống.
rep-tour-group-first = nhóm 1, mạnh nhất:
rep-tour-group = nhóm { $group }, thấp hơn nhóm { $above } vô hạn:
rep-tour-unbounded-end = Một đầu vô hạn: trong hơn 2,5% số lần lấy mẫu lại, có người chơi không ghi được điểm nào (không thắng, không hòa) trước những người khác, và không có hệ số hữu hạn nào trên cùng một thang đo hợp với điều đó.
