// Reads [{"n":3,"alg":"R U"},...] on stdin and prints, for each, how many
// times the algorithm must be repeated to return a solved cube to solved
// (centre orientation ignored, as stickers cannot show it), per cubing.js.
import { puzzles } from "cubing/puzzles";
import { Alg } from "cubing/alg";

const input = JSON.parse(await new Promise((res) => {
  let s = ""; process.stdin.on("data", (d) => (s += d)); process.stdin.on("end", () => res(s));
}));
// solvedLike compares with the solved pattern the way stickers can tell:
// centre pieces of one colour are interchangeable and their orientation is
// invisible; every other piece must be home with its orientation.
function solvedLike(p, solved) {
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

const kps = {};
const out = [];
for (const { n, alg } of input) {
  const name = `${n}x${n}x${n}`;
  kps[name] ??= await puzzles[name].kpuzzle();
  const kp = kps[name];
  const t = kp.algToTransformation(new Alg(alg));
  const solved = kp.defaultPattern();
  let p = solved.applyTransformation(t);
  let k = 1;
  while (!solvedLike(p, solved) && k < 5000) {
    p = p.applyTransformation(t);
    k++;
  }
  out.push(k);
}
console.log(JSON.stringify(out));
