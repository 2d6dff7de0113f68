# Chuỗi thế cờ ("FEN"): lỗi của một thế cờ viết trên một dòng, kèm cột có lỗi. Khóa và ký hiệu
# (`seen:`, `Q+5`, `2R1B`) được để nguyên.

fen-error-at = chuỗi thế cờ, cột { $column }: { $message }
fen-error = chuỗi thế cờ: { $message }
fen-missing-pits = chuỗi thế cờ chưa có các ô: hãy ghi các ô theo từng hàng, ví dụ 4,4,4/4,4,4
fen-missing-mover = chuỗi thế cờ chưa ghi ai đi: hãy ghi một số sau các ô, ví dụ 4,4,4/4,4,4 0
fen-missing-banks = chuỗi thế cờ chưa ghi số quân đã ăn: hãy ghi phần ăn được của từng người sau người đi, ví dụ 4,4,4/4,4,4 0 0,0
fen-rows = có { $found } hàng: ván này có { $expected } người chơi nên cần { $expected } hàng, cách nhau bằng `/`
fen-pits = hàng { $row } có { $found } ô: cần { $expected } ô, cách nhau bằng `,`
# $text: what was written in the pit.
fen-pit = ô { $pit }: `{ $text }` không phải là cách ghi một ô; hãy ghi { $style ->
    [counts] một con số như 4, hoặc - cho ô đã bị đốt
    [colours] các hạt như 2R1B1S (đỏ, đen, hạt đặc biệt), hoặc 0
    [big-stones] một con số như 5, hoặc Q+5 cho một quan và 5 quân dân
   *[too-many] nhiều nhất 255 hạt đen hay hạt đặc biệt trong một ô
  }
fen-separator-store = ô { $pit } là kho: hãy ghi `{ $separator }` trước nó
fen-separator-house = ô { $pit } là ô thường: hãy ghi `{ $separator }` trước nó
fen-mover = `{ $text }` không phải là người đi: hãy ghi một số từ 0 đến { $last }
fen-banks = `{ $text }` không phải là phần đã ăn: hãy ghi mỗi người một số, cách nhau bằng `,`, ví dụ { $example }
fen-field = ở đây không có mục `{ $text }`: hãy ghi khóa:giá trị với một khóa trong { $keys }
fen-repeated = mục `{ $key }` được ghi hai lần: chỉ giữ một
# $key, $text: the field's key and value as written.
fen-value = `{ $key }:{ $text }` không phải là giá trị của mục này
fen-value-hand = `hand:{ $text }`: hãy ghi số hạt đặc biệt mỗi người còn cầm, ví dụ 1,1
fen-value-round = `round:{ $text }`: hãy ghi ván thứ mấy, từ 1, ví dụ round:2
fen-value-ply = `ply:{ $text }`: hãy ghi số nước đã đi, ví dụ ply:12
fen-value-quiet = `quiet:{ $text }`: hãy ghi số nước liền nhau không ăn được gì, ví dụ quiet:5
fen-value-passes = `passes:{ $text }`: hãy ghi số lượt liền nhau bị mất, ví dụ passes:1
fen-value-debt = `debt:{ $text }`: hãy ghi số quân bên dưới và bên trên đang nợ, ví dụ debt:3,-3
fen-value-taken = `taken:{ $text }`: hãy ghi ai đã ăn quan bên trái và quan bên phải: 0, 1 hoặc -, ví dụ taken:0,-
fen-value-seen = `seen:{ $text }`: hãy ghi mỗi thế bằng các ô của nó, dấu ~ rồi người đi, ví dụ 4,4,4/4,4,4~1
fen-total = các ô, phần đã ăn và quân còn cầm có tất cả { $found } { $what ->
    [seeds] hạt
    [citizens] quân dân
    [big-stones] quan
   *[pieces] quân
  }, nhưng ván này chơi với { $expected }: hãy thêm hoặc bớt cho đúng
fen-burnt-store = ô { $pit } là kho: chỉ ô thường mới có thể bị đốt (`-`)
fen-big-stone = ô { $pit } có quan: quan chỉ nằm ở hai ô quan
# $error: the error of that position, already in the language.
fen-seen = thế thứ { $index } trong seen: { $error }
fen-seen-too-many = seen: ghi { $found } thế: chỉ được ghi nhiều nhất { $most } thế, là các thế từ lần ăn cuối (quiet:) khi luật cấm lặp thế
fen-two-big-stones = ô { $pit } có { $count } quan: mỗi ô quan chỉ có nhiều nhất một quan của chính nó
fen-big-stone-not-taken = ô { $pit } vẫn còn quan, nhưng taken: lại ghi có người đã ăn: hãy ghi - cho ô này
fen-big-stone-taken = ô { $pit } đã mất quan, nhưng taken: lại ghi chưa ai ăn: hãy ghi người đã ăn, 0 hoặc 1
