# Tên và tóm tắt của các bộ luật có sẵn (`rules list`, `rules show`), theo mã bộ luật.

ruleset-name-o-an-quan = Ô ăn quan
ruleset-summary-o-an-quan = Quan được 10 điểm, ăn liên tiếp, quan non (ô quan có ít hơn 5 quân dân) chưa được ăn, thiếu quân để rải lại thì vay
ruleset-name-o-an-quan-en-wikipedia = Ô ăn quan (theo Wikipedia tiếng Anh)
ruleset-summary-o-an-quan-en-wikipedia = Gặp ô quan trống thì mất lượt, không có quan non, ván chơi kết thúc khi cả hai quan đều đã bị ăn
ruleset-name-o-an-quan-mandarin-5 = Ô ăn quan (quan 5 điểm)
ruleset-summary-o-an-quan-mandarin-5 = Quan được 5 điểm, không có quan non, thiếu quân để rải lại thì lấy ở ngoài bàn chơi, mỗi quân bị trừ một điểm
ruleset-name-o-an-quan-no-quan-non = Ô ăn quan (không có quan non)
ruleset-summary-o-an-quan-no-quan-non = Như o-an-quan nhưng không có quan non: ô quan ít quân dân đến đâu cũng ăn được, kể cả ở nước đi đầu tiên
ruleset-name-o-an-quan-small-stones = Ô ăn quan (Bắc Kỳ, quân nhỏ)
ruleset-summary-o-an-quan-small-stones = Bắc Kỳ những năm 1940: mỗi ô quan có mười quân nhỏ thay cho một quan to; rải đến ngay trước ô quan thì lấy một quân trong ô quan ra rải tiếp
