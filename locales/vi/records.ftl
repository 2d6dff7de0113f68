# Ván đã lưu dạng chữ: kiểu PGN cho mọi trò và OGN của Aualé cho Oware
# (crates/mancala/src/record/pgn.rs, ogn.rs), và lệnh `mancala record convert`.

## Chỗ sai trong một ván ghi bằng chữ

rec-err-at = dòng { $line }, cột { $column }: { $what }
rec-err-too-large = ván ghi dài quá { $max } byte cho phép
rec-err-bad-tag = một thẻ phải viết là [Tên "giá trị"], trên một dòng
rec-err-duplicate-tag = thẻ { $name } được ghi hai lần
rec-err-tag-after-moves = có thẻ nằm giữa các nước đi: phải ghi các thẻ trước, rồi mới đến các nước đi
rec-err-unclosed-comment = lời bình này thiếu dấu {"}"} đóng lại
rec-err-unclosed-variation = biến này thiếu dấu ) đóng lại
rec-err-unexpected-close = có dấu ) mà không có dấu ( nào trước đó
rec-err-variation-first = một biến phải đứng sau nước đi mà nó thay thế, nhưng ở đây chưa có nước đi nào
rec-err-empty-variation-here = biến này không có nước đi nào
rec-err-too-deep = các biến lồng nhau sâu quá { $max } tầng
rec-err-unexpected = không được viết `{ $found }` ở đây: chỗ này phải là một nước đi, số thứ tự nước, một {"{"}lời bình{"}"}, một (biến) hoặc kết quả ván
rec-err-after-result = còn chữ sau kết quả, mà kết quả phải là chữ cuối cùng của ván ghi
rec-err-result-in-variation = có kết quả nằm trong một biến: chỉ đường chính của ván mới kết thúc bằng kết quả
rec-err-result-mismatch = kết quả { $token } khác với thẻ Result, { $tag }
rec-err-bad-result = `{ $found }` không phải là kết quả của ván { $players } người chơi: ghi 1 cho người thắng và 0 cho những người khác (1-0, 0-1), 1/{ $players } cho mỗi người khi không ai thắng, hoặc * khi ván chưa kết thúc
rec-err-missing-tag = thiếu thẻ { $name }
rec-err-unknown-ruleset = không có bộ luật có sẵn nào tên `{ $id }` (xem `mancala rules list`); hãy ghi các tùy chọn của nó trong thẻ Options
rec-err-options = thẻ Options không tạo thành một bộ luật hợp lệ: { $why }
rec-err-fen = thẻ FEN không phải là một thế cờ của bộ luật này: { $why }
rec-err-tag-value = thẻ { $name } không thể là `{ $value }`: hãy ghi { $expected }
rec-err-not-ended = kết quả ghi là { $result }, nhưng các nước đi chưa làm ván kết thúc: hãy thêm thẻ Termination để nói ván dừng thế nào (resigned North: bên Bắc xin thua; time South: bên Nam hết giờ)
rec-err-ogn-move = `{ $found }` không phải là một nước đi OGN: hãy ghi chữ của ô, từ A đến F cho bên Nam, từ a đến f cho bên Bắc, có thể kèm số hạt ăn được (E+2)
rec-err-ogn-variant = chương trình không chơi kiểu OGN `{ $variant }`: chỉ có Oware Abapa, hoặc hãy ghi thẻ Ruleset
rec-err-ogn-fen = FEN của OGN `{ $value }` phải là mười hai ô, hai kho và S hoặc N, cách nhau bằng dấu -

rec-expect-seat = South (bên Nam) hoặc North (bên Bắc); với nhiều người chơi hơn thì Player1, Player2, …
rec-expect-number = một số nguyên
rec-expect-outcome = kết quả ván dạng JSON của một ván đã lưu
rec-expect-scores = điểm của từng người chơi, cách nhau bằng dấu - (25-18)
rec-expect-termination = lý do ván kết thúc (score), với giới hạn ghi sau limit (limit max-plies), hoặc người chơi ghi sau resigned, left hay time (resigned North)

## Điều một dạng ghi không chứa được

rec-err-move-text = không ghi được nước đi `{ $move }` ở dạng chữ
rec-err-ogn-not-oware = OGN chỉ ghi ván Oware hai người, mỗi bên sáu ô, hạt thường; `{ $ruleset }` không phải ván như thế: hãy ghi dạng PGN hoặc JSON
rec-err-ogn-variations = OGN không giữ các biến (Aualé bỏ qua chúng): hãy ghi dạng PGN hoặc JSON
rec-err-ogn-leading-comment = OGN không có chỗ cho lời bình trước nước đi đầu tiên: hãy ghi dạng PGN hoặc JSON
rec-err-ogn-comment = lời bình OGN không chứa được dấu {"}"}, và Aualé đổi các chỗ xuống dòng hay nhiều dấu cách liền nhau thành một dấu cách: hãy ghi dạng PGN hoặc JSON
rec-err-ogn-from = FEN của OGN chỉ ghi các ô, hai kho và người đến lượt; `{ $fen }` còn ghi thêm điều khác

## Cây ván đấu

rec-err-from = không đọc được thế cờ bắt đầu `{ $fen }` của ván đã lưu: { $why }
rec-err-note-ply = có lời bình hoặc biến ở nước thứ { $ply }, nhưng ván chỉ có { $moves } nước (ghi theo thứ tự, mỗi nước một lần, và trước nước đầu tiên không có biến)
rec-err-empty-variation = biến { $variation } không có nước đi nào
rec-err-variation-move = biến { $variation }, nước thứ { $number } (`{ $move }`) không đi lại được: { $why }
rec-err-tree-too-large = ván đã lưu có quá nhiều biến so với độ dài của ván (muốn kiểm tra chúng phải chép và đi lại hơn { $max } nước)
