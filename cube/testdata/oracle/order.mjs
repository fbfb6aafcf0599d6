// Reads [{"n":3,"alg":"R U"},...] on stdin and prints, for each, how many
// times the algorithm must be repeated to return a solved cube to solved
// (centre orientation ignored, as stickers cannot show it), per cubing.js.
import { puzzles } from "cubing/puzzles";
import { Alg } from "cubing/alg";
import { readInput, solvedLike } from "./lib.mjs";

const input = await readInput();

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
