#!/bin/bash
# run.sh PKG CASES [NAMES]: runs each case's snapshot tests on its simulator's device, recording
# Linux references in __Snapshots__Linux__ beside the iOS ones. A case's test resources (read
# with Bundle(for:), the test bundle on iOS) are put where Linux's Bundle(for:) looks: beside
# the test executable (an asset catalog or a .lproj folder whole).
pkg=$1 cases=$2; shift 2
while IFS= read -r row; do
  # Tabs to a separator that is not white space, so that empty fields are kept.
  IFS=$'\x1f' read -r name src module app tests what device resources deps testmodule <<< "${row//$'\t'/$'\x1f'}"
  [[ -z "$name" || "$name" == \#* ]] && continue
  [[ $# -gt 0 && ! " $* " =~ " $name " ]] && continue
  find "$pkg/apps/$name" -name __Snapshots__Linux__ -prune -exec rm -rf {} +
  if [[ -n "$resources" ]]; then
    IFS=';' read -ra globs <<< "$resources"
    for g in "${globs[@]}"; do
      if [[ "$g" == *.xcassets/* ]]; then cp -r "$pkg/apps/$name/${g%%.xcassets/*}.xcassets" "$pkg/.build/debug/"
      elif [[ "$g" == *.lproj/* ]]; then cp -r "$pkg/apps/$name/${g%%.lproj/*}.lproj" "$pkg/.build/debug/"
      else cp $pkg/apps/$name/$g "$pkg/.build/debug/" 2>/dev/null; fi
    done
  fi
  echo "== $name ($device)"
  (cd "$pkg" && SNAPSHOT_TESTING_FOLDER=__Snapshots__Linux__ FLIPBOOK_DEVICE="$device" timeout 900 \
     swift test --skip-build --filter "${testmodule:-${name}SnapshotTests}" 2>&1 | grep -E "error:|Executed .* tests" | grep -v "No reference was found" | tail -8)
done < "$cases"
