// Reads [{"n":3,"alg":"R U"},...] on stdin and prints, for each, how many
// times the algorithm must be repeated to return a solved cube to solved
// (centre orientation ignored, as stickers cannot show it), per cubing.js.
import { puzzles } from "cubing/puzzles";
import { Alg } from "cubing/alg";
import { solvedLike } from "./solved-like.mjs";

const input = JSON.parse(await new Promise((res) => {
  let s = ""; process.stdin.on("data", (d) => (s += d)); process.stdin.on("end", () => res(s));
}));

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
