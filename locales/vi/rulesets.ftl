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
ruleset-name-awale-abapa-colours = Awalé Abapa với hạt màu
ruleset-summary-awale-abapa-colours = Hạt đỏ và hạt đen, mỗi người có một hạt đặc biệt đỏ-đen đặt xuống trước khi chơi, và số hạt ăn được tính theo màu của hạt cuối cùng
ruleset-name-awale-abapa-colours-grand-slam-no-capture = Awalé Abapa với hạt màu, ăn sạch hàng thì không được ăn gì
ruleset-summary-awale-abapa-colours-grand-slam-no-capture = Awalé hạt màu với luật ăn sạch hàng (grand slam) của Abapa: nước ăn nào làm trống cả hàng của đối phương thì không được ăn gì
ruleset-name-kalah = Kalah
ruleset-summary-kalah = Kalah 6 hố, mỗi hố 4 hạt: hạt cuối rơi vào kho của mình thì được đi thêm, rơi vào hố trống của mình thì ăn hố đối diện, một bên hết hạt thì hết ván
ruleset-name-kalah-empty-capture = Kalah (ăn cả khi hố đối diện trống)
ruleset-summary-kalah-empty-capture = Kalah như Irving, Donkers và Uiterwijk đã giải (2000): hạt cuối rơi vào hố trống của mình thì luôn được ăn, cùng với các hạt ở hố đối diện nếu có
ruleset-name-oware-abapa = Oware Abapa
ruleset-summary-oware-abapa = Luật chuẩn: ăn các hố có hai hoặc ba hạt, tính ngược từ hạt cuối cùng; ăn sạch hàng (grand slam) thì không được ăn gì; đối phương hết hạt thì phải rải cho đối phương
ruleset-name-oware-abapa-grand-slam-capture = Oware Abapa, được ăn sạch hàng
ruleset-summary-oware-abapa-grand-slam-capture = Abapa, nhưng một nước ăn được lấy hết mọi hạt trên hàng của đối phương (grand slam)
ruleset-name-sungka = Sungka
ruleset-summary-sungka = Trò chơi của Philippines: 7 hố, mỗi hố 7 vỏ ốc, rải tiếp ở cả hai bên, hạt cuối rơi vào kho của mình thì được đi thêm
ruleset-name-sungka-3p = Sungka cho ba người (thử nghiệm)
ruleset-summary-sungka-3p = Ba người chơi trên một vòng, mỗi người có sáu hố và một kho; ăn thì lấy hố đối diện của người kế tiếp; một thử nghiệm, không có nguồn truyền thống
ruleset-name-sungka-seed-v006 = Sungka sáu hố, chỉ rải tiếp bên mình
ruleset-summary-sungka-seed-v006 = Sáu hố, mỗi hố 7 hạt, chỉ rải tiếp ở bên mình, và hạt cuối rơi vào hố trống của mình thì được ăn cả khi hố đối diện trống

## Nguồn của mỗi bộ luật có sẵn, theo thứ tự trong tệp (`ruleset-source-ID-N`, từ 1).

ruleset-source-awale-abapa-colours-grand-slam-no-capture-1 = Awale, một dự án trí tuệ nhân tạo của chương trình Master 1 Informatique et Interactions, Université Côte d'Azur, 2018/19 (tệp README, bằng tiếng Pháp)
ruleset-source-awale-abapa-colours-grand-slam-no-capture-2 = Oware Society, Abapa Rules (luật Abapa)
ruleset-source-awale-abapa-colours-grand-slam-no-capture-3 = OpenSpiel, trò chơi oware: https://github.com/google-deepmind/open_spiel
ruleset-source-awale-abapa-colours-1 = Awale, một dự án trí tuệ nhân tạo của chương trình Master 1 Informatique et Interactions, Université Côte d'Azur, 2018/19 (tệp README, bằng tiếng Pháp)
ruleset-source-awale-abapa-colours-2 = Oware Society, Abapa Rules (luật Abapa)
ruleset-source-kalah-empty-capture-1 = G. Irving, J. Donkers, J. Uiterwijk, Solving Kalah, ICGA Journal 23(3), 2000, mục 2.1
ruleset-source-kalah-empty-capture-2 = Mancala World, Kalah: https://mancala.fandom.com/wiki/Kalah
ruleset-source-kalah-1 = OpenSpiel, trò chơi mancala: https://github.com/google-deepmind/open_spiel
ruleset-source-kalah-2 = Mancala World, Kalah: https://mancala.fandom.com/wiki/Kalah
ruleset-source-o-an-quan-en-wikipedia-1 = Wikipedia tiếng Anh, bài “Ô ăn quan”: https://en.wikipedia.org/wiki/Ô_ăn_quan
ruleset-source-o-an-quan-mandarin-5-1 = Đỗ Khánh Nam, Ngô Anh Tú, Vũ Bình Minh, Nguyễn Đức Anh: Ô ăn quan, báo cáo bài tập lớn môn Lập trình hướng đối tượng (học kỳ 20232)
ruleset-source-o-an-quan-no-quan-non-1 = Wikipedia tiếng Việt, bài “Ô ăn quan”: https://vi.wikipedia.org/wiki/Ô_ăn_quan
ruleset-source-o-an-quan-no-quan-non-2 = O-an-quan-game, một chương trình Java và Processing để chơi với máy (tệp README), không có quan non
ruleset-source-o-an-quan-small-stones-1 = Ngô Quý Sơn (1944), ghi chép về cách chơi ở các làng quê Bắc Kỳ
ruleset-source-o-an-quan-small-stones-2 = Ludii, O An Quan, bộ luật “Tonkin (Observed)”: https://ludii.games/details.php?keyword=O+An+Quan
ruleset-source-o-an-quan-1 = Wikipedia tiếng Việt, bài “Ô ăn quan”: https://vi.wikipedia.org/wiki/Ô_ăn_quan
ruleset-source-o-an-quan-2 = nhatnam.vn, hướng dẫn chơi Ô ăn quan
ruleset-source-o-an-quan-3 = mamnon.com, hướng dẫn chơi Ô ăn quan
ruleset-source-o-an-quan-4 = Mancala World, Ô Ăn Quan
ruleset-source-oware-abapa-grand-slam-capture-1 = Oware Society, Abapa Rules (luật Abapa)
ruleset-source-oware-abapa-grand-slam-capture-2 = OpenSpiel, trò chơi oware: https://github.com/google-deepmind/open_spiel
ruleset-source-oware-abapa-grand-slam-capture-3 = Awale, một dự án trí tuệ nhân tạo của chương trình Master 1 Informatique et Interactions, Université Côte d'Azur, 2018/19 (tệp README, bằng tiếng Pháp): ở đó ăn sạch hàng vẫn được ăn
ruleset-source-oware-abapa-1 = Oware Society, Abapa Rules (luật Abapa)
ruleset-source-oware-abapa-2 = OpenSpiel, trò chơi oware: https://github.com/google-deepmind/open_spiel
ruleset-source-oware-abapa-3 = Wikipedia tiếng Anh, bài “Oware”: https://en.wikipedia.org/wiki/Oware
ruleset-source-sungka-3p-1 = Michael Barrientos, Sungka v0.06 (2002), một chương trình Java cho hai người chơi trở lên: tệp README đi kèm
ruleset-source-sungka-seed-v006-1 = Michael Barrientos, Sungka v0.06 (2002), một chương trình Java cho hai người chơi trở lên: tệp README đi kèm
ruleset-source-sungka-1 = Mancala World, Sungka: https://mancala.fandom.com/wiki/Sungka
ruleset-source-sungka-2 = Ludii, Sungka (theo Bernardo, 1937): https://ludii.games/details.php?keyword=Sungka
ruleset-source-sungka-3 = sungka-game.com
ruleset-source-sungka-4 = Sungka in Philippines (Sungka ở Philippines): http://www.vtaide.com/ASEAN/Philippines/sungka.html
