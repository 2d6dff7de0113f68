#!/usr/bin/env bash
# Exact values nobody had published: Ô ăn quan on small boards under every rule variant, small
# Oware and Sungka boards, and the coloured Awalé with one seed of each colour, each solved by
# `mancala solve --json` within a time limit. Prints markdown tables on standard output, one for
# each set of rules (a row per entry: the board, the value, the final score and how the line of
# perfect play ends, the positions searched, the time and the exact command that reproduces it),
# and its progress on standard error. Entries not tried, and entries refused with the same
# message as the table's first refused one, are listed below their table instead of a row each.
#
#   benches/new-results.sh SECONDS [--memory MB] [--only REGEX] [--no-skip] [--list] [--bin PATH]
#
# SECONDS      the time limit of every solve (passed to --time-limit)
# --memory MB  the solver's table (default 512)
# --only REGEX solve only the entries whose command matches REGEX (grep -E)
# --no-skip    try every entry; by default an entry is not tried when a smaller board of the same
#              rules (no more squares or houses, no more stones or seeds) was not solved in time
# --list       print the commands only, without solving
# --bin PATH   the mancala binary (default: target/release/mancala, built first)
#
# One solve runs at a time, under `nice -n 10`. Entries the rules refuse are listed with the
# message. The value is the first player's (South's) final margin of points with perfect play:
# W, D or L for South; a game stopped by a move limit counts as a draw (margin 0).
set -euo pipefail

usage() {
    sed -n '2,/^set -euo/p' "$0" | sed '$d' | sed 's/^# \{0,1\}//'
}

limit=""
memory=512
only=""
skip=1
list=0
bin=""
while (($#)); do
    case $1 in
    -h | --help)
        usage
        exit 0
        ;;
    --memory)
        memory=${2:?--memory needs a number of MiB}
        shift 2
        ;;
    --only)
        only=${2:?--only needs a regular expression}
        shift 2
        ;;
    --no-skip)
        skip=0
        shift
        ;;
    --list)
        list=1
        shift
        ;;
    --bin)
        bin=${2:?--bin needs a path}
        shift 2
        ;;
    -*)
        echo "new-results.sh: unknown option $1 (see --help)" >&2
        exit 2
        ;;
    *)
        if [[ -n $limit ]]; then
            echo "new-results.sh: one time limit only, got $limit and $1" >&2
            exit 2
        fi
        limit=$1
        shift
        ;;
    esac
done
if ((!list)) && [[ ! $limit =~ ^[0-9]+([.][0-9]+)?$ ]]; then
    echo "new-results.sh: give the time limit in seconds, e.g. new-results.sh 20 (see --help)" >&2
    exit 2
fi
if [[ ! $memory =~ ^[0-9]+$ ]]; then
    echo "new-results.sh: --memory $memory: give a number of MiB" >&2
    exit 2
fi

cd "$(dirname "$0")/.."
if [[ -z $bin ]]; then
    bin=${CARGO_TARGET_DIR:-target}/release/mancala
    ((list)) || cargo build --release --quiet
fi

# ----- the entries -----
# Each entry: its table (the rules it belongs to), its group (the rules without the board's
# size: a larger board of a group is not tried once a smaller one was not solved), the board's
# two sizes, the label of its row, the ruleset and its --set settings.
tables=()
groups=()
sizes=()
labels=()
rulesets=()
settings=()

entry() {
    tables+=("$1")
    groups+=("$2")
    sizes+=("$3 $4")
    labels+=("$5")
    rulesets+=("$6")
    shift 6
    settings+=("$*")
}

# Ô ăn quan: board sizes from the smallest up, so that a larger board follows the smaller ones.
oaq_boards=("2 1" "2 2" "3 1" "2 3" "3 2" "4 1" "3 3" "4 2" "4 3")
for quan_non in on off; do
    # With quan non: o-an-quan (a mandarin square with fewer than 5 citizens cannot be taken).
    # Without: o-an-quan-no-quan-non (setting quan-non.mode=off on o-an-quan is refused, as its
    # file keeps quan-non.min-citizens).
    ruleset=o-an-quan
    name="Ô ăn quan with quan non"
    if [[ $quan_non == off ]]; then
        ruleset=o-an-quan-no-quan-non
        name="Ô ăn quan without quan non"
    fi
    for refill in borrow bank-penalty end-game lose sell-mandarin; do
        table="$name (\`$ruleset\`), \`refill.on-shortfall = \"$refill\"\`"
        for value in 10 5; do
            group="$ruleset mandarin.value=$value refill.on-shortfall=$refill"
            for board in "${oaq_boards[@]}"; do
                read -r n s <<<"$board"
                entry "$table" "$group" "$n" "$s" "$n×$s, mandarin $value" "$ruleset" \
                    "board.squares-per-side=$n" "board.stones-per-square=$s" \
                    "mandarin.value=$value" "refill.on-shortfall=$refill"
            done
        done
    done
done

# Oware Abapa with fewer houses and seeds (2 to 12 houses a side, 1 to 12 seeds a house).
for board in "2 1" "2 2" "3 1" "2 3" "3 2" "4 1" "2 4" "3 3" "4 2" "5 1" "3 4" "4 3" "5 2" \
    "6 1" "4 4" "5 3" "6 2" "6 3"; do
    read -r m n <<<"$board"
    entry "Oware Abapa (\`oware-abapa\`)" oware-abapa "$m" "$n" "$m×$n" oware-abapa \
        "board.houses-per-player=$m" "board.seeds-per-house=$n"
done

# Sungka, one round: the traditional rules (relays on both sides) and Sungka v0.06 (own side).
for ruleset in sungka sungka-seed-v006; do
    name="Sungka, one round (\`sungka\`: relays on both sides)"
    [[ $ruleset == sungka-seed-v006 ]] && name="Sungka v0.06, one round (\`sungka-seed-v006\`: relays on the own side)"
    for board in "1 1" "1 2" "2 1" "1 3" "2 2" "3 1" "2 3" "3 2" "4 1" "3 3" "4 2" "4 3" \
        "5 2" "4 4" "5 3" "6 2" "5 4" "6 3" "7 2" "5 5" "6 4" "7 3" "6 5" "7 4" "7 5" "7 6" \
        "7 7"; do
        read -r m n <<<"$board"
        entry "$name" "$ruleset" "$m" "$n" "$m×$n" "$ruleset" \
            "board.houses-per-player=$m" "board.seeds-per-house=$n"
    done
done

# The coloured Awalé: its board is fixed at 6 holes a side, so one seed of each colour a hole
# (24 seeds, and each player's special seed) is its smallest set-up. Without the special seeds
# it would be 24 seeds, but that needs a ruleset file: `--set special-seed.per-player=0` is
# refused while the file keeps `special-seed.placement`, which --set cannot remove.
entry "The coloured Awalé (\`awale-abapa-colours\`)" awale-abapa-colours 1 1 \
    "6 holes, 1 red and 1 black seed each, 2 special seeds" awale-abapa-colours \
    "board.seeds-per-colour=1"

# ----- solving -----

# The command of entry $1, as a user types it.
command_of() {
    local i=$1 cmd="mancala solve ${rulesets[$1]}" s
    for s in ${settings[$i]}; do
        cmd+=" --set $s"
    done
    echo "$cmd"
}

# The value of a top-level key of the pretty-printed JSON in $json.
field() {
    sed -n "s/^  \"$1\": \(.*[^,]\),\{0,1\}\$/\1/p" <<<"$json" | tr -d '"'
}

# A count with thousands separators (1,234,567), whatever the locale.
thousands() {
    sed ':a;s/\B[0-9]\{3\}\>/,&/;ta' <<<"$1"
}

# A proved bound for the table: "+3", or nothing when no bound was proved.
bound() {
    local b=$1
    if ((b >= 32766 || b <= -32766)); then
        return
    fi
    ((b > 0)) && b="+$b"
    echo "$b"
}

declare -A unsolved=() # group -> the sizes not solved in time ("m n;m n;...")

# Whether a smaller board of the same group was not solved: echoes that board.
smaller_unsolved() {
    local group=$1 m=$2 n=$3 other
    local IFS=';'
    for other in ${unsolved[$group]:-}; do
        a=${other% *}
        b=${other#* }
        if ((a <= m && b <= n)); then
            echo "$a×$b"
            return 0
        fi
    done
    return 1
}

if ((!list)); then
    cpu=$(LC_ALL=C lscpu 2>/dev/null | sed -n 's/^Model name: *//p' | head -n 1)
    echo "Time limit $limit s a solve, --memory $memory, ${cpu:-an unknown CPU}, $(date -u +%Y-%m-%d)."
fi

table=""         # the table being printed
refusal=""       # the message of its first refused entry
hidden_refused=0 # its entries refused with that same message, not given a row
not_tried=()     # its entries not tried, as a smaller board of their rules was not solved

# Ends the table being printed: says which of its entries were not tried, and how many were
# refused like the first.
end_table() {
    if ((${#not_tried[@]})); then
        local list
        list=$(printf '%s; ' "${not_tried[@]}")
        echo
        echo "Not tried, as a smaller board of the same rules was not solved within the limit: ${list%; }."
    fi
    not_tried=()
    if ((hidden_refused)); then
        echo
        if ((hidden_refused == 1)); then
            echo "The table's other entry is refused with the same message."
        else
            echo "The table's other $hidden_refused entries (every board, both mandarin values) are refused with the same message."
        fi
    fi
    hidden_refused=0
    refusal=""
}

# Starts the table of entry $1 if it is not the one being printed.
start_table() {
    [[ ${tables[$1]} == "$table" ]] && return
    end_table
    table=${tables[$1]}
    echo
    echo "**$table**"
    echo
    echo "| board | value for South | final score | ends by | positions | time | command |"
    echo "| --- | --- | --- | --- | --- | --- | --- |"
}

total=${#groups[@]}
solved_count=0
for ((i = 0; i < total; i++)); do
    cmd=$(command_of "$i")
    [[ -n $only ]] && ! grep -qE -- "$only" <<<"$cmd" && continue
    full="$cmd${limit:+ --time-limit $limit} --memory $memory"
    if ((list)); then
        echo "$full"
        continue
    fi
    start_table "$i"
    label=${labels[$i]}
    read -r m n <<<"${sizes[$i]}"
    group=${groups[$i]}
    if ((skip)) && board=$(smaller_unsolved "$group" "$m" "$n"); then
        not_tried+=("$label")
        echo "[$((i + 1))/$total] not tried (the $board board was not solved): $cmd" >&2
        continue
    fi
    args=(solve "${rulesets[$i]}")
    for s in ${settings[$i]}; do
        args+=(--set "$s")
    done
    args+=(--time-limit "$limit" --memory "$memory" --json)
    set +e
    json=$(nice -n 10 "$bin" "${args[@]}" 2>/tmp/new-results.$$.err)
    status=$?
    set -e
    err=$(head -n 1 /tmp/new-results.$$.err | sed 's/^error: //; s/|/\\|/g')
    rm -f /tmp/new-results.$$.err
    if ((status != 0)) || [[ -z $json ]]; then
        echo "[$((i + 1))/$total] refused: $cmd: $err" >&2
        if [[ -n $refusal && $err == "$refusal" ]]; then
            hidden_refused=$((hidden_refused + 1))
            continue
        fi
        [[ -z $refusal ]] && refusal=$err
        echo "| $label | refused: $err | | | | | \`$cmd\` |"
        continue
    fi
    positions=$(thousands "$(field nodes)")
    seconds=$(field seconds)
    if [[ $(field solved) == true ]]; then
        value=$(field value)
        case $(field result) in
        win) verdict=W ;;
        loss) verdict=L ;;
        *) verdict=D ;;
        esac
        ((value > 0)) && value="+$value"
        winner=$(field winner)
        end=$(field end)
        # The points of the line's last position, South's first ("3 : 1").
        score=$(sed -n '/^  "scores": \[/,/^  \]/p' <<<"$json" | grep -o -- '-\{0,1\}[0-9]\+' |
            paste -sd' ' | sed 's/ / : /')
        note=""
        if [[ $end == null ]]; then
            # The value was proved, but the time ran out while the line of play was written.
            end="(line unfinished)"
        elif [[ $verdict == W && $winner != south ]] || [[ $verdict == L && $winner != north ]] ||
            [[ $verdict == D && $winner != null ]]; then
            # The solver maximises points: a line whose winner is not the player ahead on
            # points would make the value meaningless; say so loudly.
            note=" (but the line's winner is $winner)"
        fi
        solved_count=$((solved_count + 1))
        echo "| $label | $value $verdict$note | $score | $end | $positions | $seconds s | \`$full\` |"
        echo "[$((i + 1))/$total] $value $verdict in $seconds s: $cmd" >&2
    else
        lower=$(bound "$(field lower)")
        upper=$(bound "$(field upper)")
        if [[ -n $lower && -n $upper ]]; then
            proved="between $lower and $upper"
        elif [[ -n $lower ]]; then
            proved="at least $lower"
        elif [[ -n $upper ]]; then
            proved="at most $upper"
        else
            proved="no bound proved"
        fi
        unsolved[$group]+="${unsolved[$group]:+;}$m $n"
        echo "| $label | not solved within $limit s: $proved | | | $positions | $seconds s | \`$full\` |"
        echo "[$((i + 1))/$total] not solved ($proved): $cmd" >&2
    fi
done
if ((!list)); then
    end_table
    echo "[done] $solved_count solved" >&2
fi
