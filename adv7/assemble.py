"""Sorts the recorded HTTP turns of adv7/out/*/ into replay fixtures (run once: the raw turns it
read, adv7/out/<batch>/a-*.json, are now the fixtures themselves; summary.jsonl stays per batch).

Refused attacks go to test/fixtures/attacks/, attacks that got PASS to test/fixtures/attacks-open/
with an `open` field (what is false, and why the Verifier lets it through). Faithful controls and
attempts whose claim turned out to be true are not attacks: they stay under adv7/out/excluded/.
"""
import glob, json, os, shutil

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
OUT = os.path.join(ROOT, "adv7", "out")
ATTACKS = os.path.join(ROOT, "test", "fixtures", "attacks")
OPEN = os.path.join(ROOT, "test", "fixtures", "attacks-open")

CONTROLS = {
    "r7-probe-faithful": "faithful control (the alert restated)",
    "r7-probe-zh": "faithful control (the alert restated in Chinese)",
    "r7-unit-zh-window-5-fen": "faithful control: window=5m read as 5 分 (minutes)",
    "r7-xlang-runbook-zh-en-503-consequence": "faithful control: the runbook says count 503s apart from upstream errors",
}
MISTAKEN = {
    "r7-keyattach-en-p50-window": "true after all: p50 is computed over the 5m window",
    "r7-time-en-by-2232-waiting": "true after all: at 22:32 active was 31, so it had active=31 by 22:32",
    "r7-symbol-plus-waiting-37": "true after all: '37+' reads as 37 or more",
}
WHY_FIX = {
    "r7-notation-en-comma-decimal-heap": "'2 310 ms' reads as 2 and 310 ms; the pause took 2310.447ms",
}
MECHANISM = {
    "keyattach": "the figure binds to a generic key of the record (duration, window, waiting) and the noun the claim hangs it on only has to occur somewhere in the record or the alert name",
    "symbol": "a full-width, small-form or other Unicode comparison operator is not read as an operator (only ASCII <, >, ~, ≤, ≠, ! and the like are), so the claim reads as the key=value the record states",
    "aspect": "正在/进行/即将/将 are framing and English progressive forms share the record verb's stem; nothing checks aspect against an event the record gives as completed or past",
    "polysemy": "a glossary rendering or English stem of the claim word occurs in the record in another sense (a log level, a GC phase label, a package, thread or method name, the preposition 'for', a cache key)",
    "superlative": "最近/recent aligns to 'Recent' in the method name findRecentByCustomerWithItems, so the superlative is never checked against the other records",
    "xlang-runbook": "a runbook-attributed claim written in the other language than the runbook is not held to the runbook sentence's order, condition or direction (only to its negations)",
    "imperative": "the runbook's instruction is restated as done: 已/it and a past tense are framing or share the stem of the runbook's verb",
    "attribution": "an entity the record names only after a preposition or as a key's value opens the claim before a verb (上报, 显示, 发出, showed, recorded, observed, reported for a provider) that the who-logged-the-line check does not cover",
    "kindnoun": "a kind noun (连接, 线程, 请求, 节点, thread, request, device) is framing beside any identifier, whatever kind of identifier the record makes it",
    "negation": "a claim negator over a phrase the record itself negates (not available, Unable to, Could not, does not permit, skipped) is taken as agreeing with the record, so the double negation passes",
    "comparison": "the comparison is between figures of different kinds or names a ratio by another word (hit for miss), which the arithmetic check does not see",
    "causal": "the causal word names something that stands after the record's root-cause marker or its own word (trace) is in the record, so the invented cause relation passes",
    "alertstate": "alerting/alarm/报警 are framing on an alert of the subject whatever its state (pending, resolved)",
    "level": "信息 (info) is framing, so a claim can give an ERROR line the INFO level",
    "roles": "the service field of the line is taken as the subject of the breaker's state change",
    "time": "自/从 ... 起 align to the record's 'from' and 起 is a classifier after the time, so a standing 'since' claim passes on a one-off transition",
    "scope": "the runbook says each line is a request; 'each request' aligns word by word",
}

def main() -> None:
    summaries = []
    for path in sorted(glob.glob(os.path.join(OUT, "*", "summary.jsonl"))):
        batch = os.path.basename(os.path.dirname(path))
        for line in open(path, encoding="utf8"):
            if line.strip():
                row = json.loads(line)
                row["batch"] = batch
                summaries.append(row)
    excluded = os.path.join(OUT, "excluded")
    os.makedirs(excluded, exist_ok=True)
    placed = []
    for row in summaries:
        name = row["name"]
        source = os.path.join(OUT, row["batch"], f"a-{name}.json")
        fixture = json.load(open(source, encoding="utf8"))
        if name in CONTROLS or name in MISTAKEN:
            fixture["note"] = CONTROLS.get(name) or MISTAKEN[name]
            fixture.pop("why", None)
            fixture["expect"] = {"effective_verdict": row["verdict"]}
            json.dump(fixture, open(os.path.join(excluded, f"a-{name}.json"), "w", encoding="utf8"), ensure_ascii=False, indent=2)
            continue
        if name in WHY_FIX:
            fixture["why"] = WHY_FIX[name]
            fixture["note"] = f"{WHY_FIX[name]}. The citations are authentic; the claim text is fabricated ({row['family']}, {row['language']})."
        if row["verdict"] == "PASS":
            family = row["family"]
            fixture["open"] = f"{fixture['why']}; it gets PASS because {MECHANISM[family]}."
            target = os.path.join(OPEN, f"a-{name}.json")
        else:
            target = os.path.join(ATTACKS, f"a-{name}.json")
        json.dump(fixture, open(target, "w", encoding="utf8"), ensure_ascii=False, indent=2)
        placed.append({"name": name, "family": row["family"], "language": row["language"], "verdict": row["verdict"], "file": os.path.relpath(target, ROOT), "claim": row["claim"]})
    json.dump(placed, open(os.path.join(OUT, "placed.json"), "w", encoding="utf8"), ensure_ascii=False, indent=1)
    print(len(placed), "placed;", sum(1 for p in placed if p["verdict"] == "PASS"), "open")

main()
