// Reads [{"n":3,"alg":"R U"},...] on stdin and prints, for each, how many
// times the algorithm must be repeated to return a solved cube to solved
// (centre orientation ignored, as stickers cannot show it), per cubing.js.
import { Alg } from "cubing/alg";
import { kpuzzle, readInput, solvedLike } from "./lib.mjs";

const input = await readInput();

const out = [];
for (const { n, alg } of input) {
  const kp = await kpuzzle(n);
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
