# Lỗi của chương trình dòng lệnh: tệp không đọc được, tệp luật và ván đã lưu viết sai, người chơi
# ghi không đúng. Khóa, giá trị và mã trong tệp được để nguyên trong dấu `…`.

## Danh sách và tệp

err-or-list = { $init } hoặc { $last }
err-io-not-found = không có tệp hay thư mục này
err-io-permission = không có quyền đọc tệp này
err-io-not-regular = đây không phải là một tệp thông thường
err-io-not-utf8 = tệp không phải là văn bản UTF-8
err-io-too-big = tệp lớn hơn { $max } byte cho phép
err-io-other = hệ thống báo: “{ $detail }”

## Tệp luật (và các tùy chọn của một ván đã lưu)

err-record-options-file = các tùy chọn của ván đã lưu
err-config-at = tệp `{ $file }`, dòng { $line }, cột { $column }: { $message }
err-config-reader = tệp `{ $file }` không đọc được ở dòng { $line }, cột { $column }: “{ $detail }”
err-config-missing-key = thiếu khóa `{ $key }`
err-config-unknown-key-none = không có khóa `{ $key }`: ở chỗ này không ghi khóa nào
err-config-unknown-key = không có khóa `{ $key }` ở chỗ này; các khóa có thể ghi: { $keys }
err-config-unknown-value = không có giá trị `{ $value }`; hãy ghi { $values }
err-config-range = giá trị phải từ { $low } đến { $high }, ở đây lại là { $value }
err-config-positive = giá trị phải là một số nguyên dương, ở đây lại là { $value }
err-config-too-large = { $value } là một số quá lớn
err-config-first-player = cần số thứ tự của một người chơi hoặc `"random"` (ngẫu nhiên), ở đây lại là { $value }
err-config-wrong-type = ở đây ghi { $found }, nhưng cần { $wanted }
err-kind-integer = một số nguyên
err-kind-float = một số thập phân
err-kind-boolean = một giá trị đúng/sai
err-kind-string = một chuỗi chữ
err-kind-array = một danh sách
err-kind-table = một bảng
err-want-integer-range = một số nguyên từ { $low } đến { $high }
err-want-string = một chuỗi chữ trong dấu ngoặc kép
err-want-boolean = `true` (đúng) hoặc `false` (sai)
err-want-positive = một số nguyên dương
err-want-player = số thứ tự của một người chơi (0, 1, …) hoặc `"random"` (ngẫu nhiên)
err-want-array = một danh sách
err-want-integer = một số nguyên
err-want-table = một bảng
err-config-excluded = khóa `{ $key }` không dùng được khi đã ghi `{ $setting }`; hãy bỏ khóa này hoặc đổi thiết lập kia
err-config-id-not-file-name = mã `{ $id }` phải trùng với tên tệp `{ $stem }`
err-config-missing-game = thiếu khóa `game`: hãy ghi một trong các trò { $games }
err-config-unknown-game = không có trò `{ $game }`; hãy ghi một trong các trò { $games }
err-config-id-shipped = mã `{ $id }` là mã của một bộ luật có sẵn; hãy đặt cho biến thể của bạn một mã (và tên tệp) riêng
err-config-first-player-two = `first-player` phải là 0, 1 hoặc `"random"` (ngẫu nhiên) vì ván này có hai người chơi, ở đây lại là { $player }
err-config-oaq-sell-mandarin = `on-shortfall = "sell-mandarin"` (bán quan) cần có quan to để bán; không dùng được khi đã ghi `mandarin.start = "small-stones"` (quan là các quân nhỏ)
err-config-oaq-big-stones-captured = `condition = "big-stones-captured"` (hết quan to) cần có quan to; không dùng được khi đã ghi `mandarin.start = "small-stones"` (quan là các quân nhỏ)
err-config-aw-no-special-seeds = khóa `{ $key }` không dùng được khi đã ghi `special-seed.per-player = 0` (không có hạt đặc biệt); hãy bỏ khóa này hoặc ghi `per-player = 1`
err-config-first-player-of = `first-player` phải là một người chơi của ván { $players } người này (từ 0 đến { $last }) hoặc `"random"` (ngẫu nhiên), ở đây lại là { $player }
err-config-sungka-burnt-players = `mode = "burnt-houses"` (đốt ô) là trận đấu của hai người; không dùng được khi đã ghi `players = { $players }`
err-config-sungka-burnt-end = `mode = "burnt-houses"` (đốt ô) cần `end.condition = "all-houses-empty"`; không dùng được với `"one-side-empty"`

## Bộ luật theo tên

err-ruleset-unknown = không có bộ luật `{ $name }`; các bộ luật có sẵn là `{ $ids }`; hoặc hãy cho đường dẫn tới một tệp `.toml`
err-ruleset-unknown-close = không có bộ luật `{ $name }` (có phải bạn muốn ghi { $close }?); các bộ luật có sẵn là `{ $ids }`; hoặc hãy cho đường dẫn tới một tệp `.toml`
err-ruleset-no-file = không có tệp luật `{ $name }`; các bộ luật có sẵn là `{ $ids }`; hoặc hãy cho đường dẫn tới một tệp `.toml`
err-ruleset-no-file-close = không có tệp luật `{ $name }` (có phải bạn muốn ghi { $close }?); các bộ luật có sẵn là `{ $ids }`; hoặc hãy cho đường dẫn tới một tệp `.toml`
err-ruleset-read = không đọc được tệp `{ $path }`: { $why }
err-ruleset-invalid-id = `{ $id }` không phải là một mã bộ luật hợp lệ: mã là tên tệp bỏ phần `.toml`, gồm chữ thường không dấu và chữ số, các từ nối với nhau bằng một dấu gạch ngang (như `bien-the-cua-toi`)
err-ruleset-setting = `--set { $setting }`: { $why }; hãy ghi KHÓA=GIÁ_TRỊ, khóa viết như trong tệp luật, ví dụ `board.seeds-per-house=3`
err-ruleset-shipped-id = `{ $id }` là mã của một bộ luật có sẵn; hãy đặt cho biến thể của bạn một mã (và tên tệp) riêng, như `{ $id }-cua-toi`
err-setting-no-equals = thiếu dấu `=` giữa khóa và giá trị
err-setting-no-value = thiếu giá trị
err-setting-empty-key = có một khóa để trống
err-setting-not-a-table = `{ $key }` là một giá trị, không phải một bảng
err-setting-a-table = `{ $key }` là một bảng; hãy đặt một khóa trong bảng ấy

## Ván đã lưu

err-record-read = không đọc được tệp `{ $path }`: { $why }
err-record-not-json = đây không phải là một ván đã lưu: nội dung JSON bị hỏng hoặc bị cắt ở dòng { $line }, cột { $column }
err-record-shape = đây không phải là một ván đã lưu: “{ $detail }”
err-record-format = đây không phải là một ván đã lưu: `format` là `{ $format }`, đáng lẽ phải là `{ $expected }`
err-record-no-format = đây không phải là một ván đã lưu: không có khóa `"format": "{ $expected }"`
err-record-in-file = `{ $path }`: { $error }
err-record-version = chương trình này không đọc được ván lưu ở phiên bản { $version }; nó chỉ đọc phiên bản { $supported }
err-record-options = các tùy chọn của ván đã lưu không tạo thành một bộ luật hợp lệ: { $error }
err-record-first-player = `first_player` { $player } không phải là một người chơi của ván này
err-record-move = nước thứ { $number } (`{ $move }`) không đi lại được: { $why }
err-record-in-progress = một ván chưa kết thúc
err-record-outcome-seat = một kết quả phải nêu chỗ ngồi của người chơi
err-record-outcome = kết quả ghi trong ván đã lưu, `{ $recorded }`, không khớp với kết quả khi đi lại các nước: { $replayed }
err-record-options-differ = lưu ý: các tùy chọn của ván đã lưu khác với bộ luật có sẵn `{ $ruleset }`; chương trình dùng các tùy chọn của ván đã lưu

## Người chơi

err-seat-unknown = không có người chơi `{ $seat }`; hãy chọn một trong: `human` (người), `random` (máy đi ngẫu nhiên), `greedy` (máy ăn được nhiều nhất ngay), `easy`, `medium`, `hard`, `max` (máy dễ, vừa, khó, mạnh nhất), `alphabeta:ĐỘ_SÂU`, `alphabeta:THỜI_GIAN` (ví dụ `500ms`, `2s`), `alphabeta:ĐỘ_SÂU@THỜI_GIAN`, những người chơi `alpha-beta` ấy chạy trên N luồng với `/Nt` (ví dụ `hard/2t`, `alphabeta:500ms/2t`), `alphabeta-lead:ĐỘ_SÂU`, `alphabeta-lead:THỜI_GIAN` hoặc `alphabeta-lead:ĐỘ_SÂU@THỜI_GIAN` (chỉ xét số điểm hơn), `mcts:SỐ_LẦN`, `mcts:THỜI_GIAN`, `mcts:SỐ_LẦN@THỜI_GIAN`, `perfect`, `perfect:THỜI_GIAN`, `anti-mcts`, `anti-mcts:THỜI_GIAN`, `engine:LỆNH`, `engine:LỆNH@GIỚI_HẠN` (giới hạn là ĐỘ_SÂU, THỜI_GIAN hoặc ĐỘ_SÂU@THỜI_GIAN)
err-seat-depth = người chơi `{ $seat }`: độ sâu phải từ 1 đến { $max }, ở đây lại là { $value }
err-seat-iterations = người chơi `{ $seat }`: số lần lặp phải từ 1 đến { $max }, ở đây lại là { $value }
err-seat-time = người chơi `{ $seat }`: thời gian phải từ 1 mili giây đến { $max } giây (mười phút), ở đây lại là { $value } mili giây
err-seat-other = người chơi `{ $seat }`: “{ $detail }”
err-seat-engine = người chơi `{ $seat }`: không đọc được lệnh chạy chương trình: “{ $detail }”
err-seat-perfect-depth = người chơi `{ $seat }`: người chơi hoàn hảo chỉ nhận giới hạn thời gian, như `perfect:30s` hoặc `perfect:500ms` (nó tính đến tận cuối ván, không dừng ở một độ sâu nào)
err-seat-cannot-solve = người chơi `{ $seat }` không chơi được `{ $ruleset }`: { $why }
err-solve-players = máy giải chỉ giải ván hai người; bộ luật này có { $players } người chơi
err-solve-not-by-points = bộ luật này không phân thắng thua bằng điểm

## Các giá trị của dòng lệnh

err-cli-directory = `{ $flag } { $dir }`: không tạo được hay không dùng được thư mục này ({ $why })
err-cli-view-seat = hãy ghi `south` (Nam), `north` (Bắc) hoặc số thứ tự một người chơi từ 0 đến { $last }, ở đây lại là `{ $given }`
err-cli-seat-assignment = hãy ghi CHỖ=NGƯỜI_CHƠI, như `2=random`, hoặc số thứ tự một chỗ ngồi, ở đây lại là `{ $given }`
err-cli-seat-number = `{ $given }` không phải là số thứ tự của một chỗ ngồi (0, 1, 2, …)
err-cli-first = hãy ghi `south` (Nam), `north` (Bắc), số thứ tự một người chơi hoặc `random` (ngẫu nhiên), ở đây lại là `{ $given }`
err-cli-write = không ghi được tệp `{ $path }`: { $why }
err-cli-io = lỗi khi đọc hay ghi: { $why }
err-cli-threads = `{ $flag } { $threads }`: hãy cho từ 1 đến { $max } luồng (bốn luồng cho mỗi lõi; máy này có { $cores } lõi)
err-cli-within = `{ $flag } { $value }`: hãy cho một số từ { $low } đến { $high }
err-cli-bench-seconds = `--seconds { $seconds }`: hãy cho số giây lớn hơn 0 và không quá { $max } (một ngày)
err-play-load-ruleset = ván đã lưu `{ $path }` chơi theo bộ luật `{ $saved }`, không phải `{ $asked }`; hãy bỏ tên bộ luật đi để chơi tiếp ván này
err-play-load-first = `--first { $first }`: ván chơi tiếp giữ nguyên người đi trước ({ $player }); hãy bỏ `--first` đi
err-play-load-seed = `--seed { $asked }`: ván đã lưu được chơi với số ngẫu nhiên khởi đầu { $saved }; hãy bỏ `--seed` đi để chơi tiếp ván này
err-play-load-seats = lưu ý: chương trình không biết những người chơi ghi trong ván đã lưu (`{ $seats }`); dùng người chơi mặc định
err-play-seat-range = `--seat { $seat }={ $player }`: ván này chỉ có các chỗ ngồi từ 0 đến { $last }
err-play-seat-twice = `--seat { $seat }={ $player }`: chỗ { $seat } đã được giao bằng { $earlier ->
        [south] `--south`
        [north] `--north`
       *[seat] một `--seat` khác
    }; mỗi chỗ chỉ giao một lần
err-play-hint-time = `--hint-time { $given }`: hãy cho thời gian từ 1 mili giây đến 600 giây, như `500ms` hoặc `5s`
err-rules-check-failed = { $failed } trong số { $files } tệp luật có lỗi
err-rules-new-extension = `{ $file }`: tên tệp luật phải có đuôi `.toml` (phần trước đuôi là mã bộ luật), như `bien-the-cua-toi.toml`
err-rules-new-not-a-file = `{ $file }` là { $what ->
        [directory] một thư mục
        [link] một liên kết tượng trưng
       *[other] một thứ không phải tệp thông thường
    }; lệnh `rules new` chỉ ghi tệp thông thường, nên hãy chọn tên tệp khác
err-rules-new-exists = `{ $file }` đã có rồi; hãy chọn tên tệp khác, hoặc thêm `--force` để ghi đè lên
err-rules-new-id = `{ $file }`: { $error }
err-rules-new-no-directory = không ghi được tệp `{ $file }`: không có thư mục `{ $dir }`

## solve
err-solve-side = hãy ghi `south` (Nam) hoặc `north` (Bắc), ở đây lại là `{ $given }`
err-solve-against-mcts = `--against-mcts { $given }`: hãy cho từ 1 đến { $max } lần lặp
err-solve-samples = `--samples { $given }`: hãy cho từ 1 đến { $max } lần tìm
err-solve-time-limit = `--time-limit { $given }`: hãy cho từ 0,001 đến { $max } giây
err-solve-database = `--database { $given }`: hãy cho từ 0 đến { $max } quân
err-solve-unsolved = chưa giải xong trong thời gian `--time-limit { $limit }`

## render, compare, merge, tournament

err-render-width = `--width { $width }`: hãy cho từ { $low } đến { $high } điểm ảnh
err-render-seat = `--seat { $seat }`: ván này chỉ có người chơi từ 0 đến { $last }
err-render-svg-file = `--svg { $dir }`: đây là một tệp, không phải thư mục; hãy cho một thư mục để chứa các hình (chưa có thì sẽ được tạo)
err-compare-opening = hãy ghi số nước mở đầu từ 0 (không có) đến { $max }, hoặc `auto`, ở đây lại là `{ $given }`
err-compare-human = `human` (người) không chơi được trong một cuộc so sánh; hãy chọn người chơi là máy
err-merge-read = không đọc được tệp `{ $path }`: { $why }
err-tournament-agents = `--agents`: có { $count } người chơi; một giải đấu cần từ 2 đến { $max } người chơi

## play --connect
err-connect-url = `--connect { $url }`: hãy ghi http://MÁY:CỔNG (một phòng mới) hoặc http://MÁY:CỔNG/rooms/MÃ (dùng ws:// cũng được)
err-connect-cannot = không kết nối được tới `{ $socket }`: “{ $detail }”
err-connect-closed = máy chủ đã đóng kết nối
err-connect-failed = kết nối bị hỏng: “{ $detail }”
err-connect-lost = kết nối bị hỏng

## Lỗi của clap về các tùy chọn và lệnh, do chúng ta nói lại bằng các ngôn ngữ khác
## (tiếng Anh giữ lời của clap).

err-clap-invalid-value = giá trị `{ $value }` của `{ $arg }` không dùng được: { $reason }
err-clap-possible-values = `{ $value }` không phải là một giá trị của `{ $arg }`: hãy ghi { $values }
err-clap-unknown-argument = không có tùy chọn `{ $arg }`
err-clap-unknown-argument-suggest = không có tùy chọn `{ $arg }`; có phải bạn muốn ghi { $suggestions }?
err-clap-unknown-command = không có lệnh `{ $command }`
err-clap-unknown-command-suggest = không có lệnh `{ $command }`; có phải bạn muốn ghi { $suggestions }?
err-clap-missing = cần ghi { $args }
err-clap-conflict = không dùng được `{ $arg }` cùng với `{ $other }`
err-clap-more = Muốn biết thêm, hãy thử `--help` (bằng tiếng Anh).
