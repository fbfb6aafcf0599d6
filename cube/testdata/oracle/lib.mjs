// Shared by order.mjs and solved.mjs.

import { puzzles } from "cubing/puzzles";

const kpuzzles = {};

// kpuzzle returns cubing.js's model of the NxNxN cube, loaded once.
export async function kpuzzle(n) {
  const name = `${n}x${n}x${n}`;
  kpuzzles[name] ??= await puzzles[name].kpuzzle();
  return kpuzzles[name];
}

// readInput returns the JSON array the Go test writes on standard input:
// [{"n":3,"alg":"R U"},...].
export async function readInput() {
  return JSON.parse(await new Promise((res) => {
    let s = ""; process.stdin.on("data", (d) => (s += d)); process.stdin.on("end", () => res(s));
  }));
}

// solvedLike compares a cubing.js pattern with the solved one the way
// stickers can tell: centre pieces of one colour are interchangeable and
// their orientation is invisible; every other piece must be home with its
// orientation.
export function solvedLike(p, solved) {
  for (const [name, orbit] of Object.entries(p.patternData)) {
    const home = solved.patternData[name];
    const centres = name.startsWith("CENTERS");
    for (let i = 0; i < orbit.pieces.length; i++) {
      if (centres && orbit.pieces.length === 24) {
        if (Math.floor(orbit.pieces[i] / 4) !== Math.floor(home.pieces[i] / 4)) return false;
        continue;
      }
      if (orbit.pieces[i] !== home.pieces[i]) return false;
      if (!centres && orbit.orientation[i] !== home.orientation[i]) return false;
    }
  }
  return true;
}
