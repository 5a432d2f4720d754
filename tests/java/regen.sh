#!/bin/sh
# Regenerates vshuffle_golden.h from the JDK (OpenJDK 17's incubating Vector API).  Always -Xint:
# JDK 17's JIT mis-computes some shuffle operations.  The golden file is produced by Java,
# never by lanes; test_vshuffle_java.c compares lanes with it.
set -eu
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
javac --add-modules jdk.incubator.vector -d "$tmp" VShuffleGolden.java 2>/dev/null
java --add-modules jdk.incubator.vector -Xint -cp "$tmp" VShuffleGolden 2>/dev/null >vshuffle_golden.h.new
mv vshuffle_golden.h.new vshuffle_golden.h
echo "wrote $(grep -c '^  {' vshuffle_golden.h) cases to tests/java/vshuffle_golden.h"
