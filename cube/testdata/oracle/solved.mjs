// Reads [{"n":4,"alg":"<scramble> <solution>"},...] on stdin and prints, for
// each, whether cubing.js finds the cube solved after the algorithm, up to
// a whole-cube rotation (a big-cube solution may end in another
// orientation) and with same-coloured centre pieces interchangeable.
import { Alg } from "cubing/alg";
import { kpuzzle, readInput, solvedLike } from "./lib.mjs";

const input = await readInput();


// The 24 orientations: each face up, then four turns about U-D.
const rotations = [];
for (const up of ["", "x", "x2", "x'", "z", "z'"]) {
  for (const turn of ["", "y", "y2", "y'"]) rotations.push(`${up} ${turn}`.trim());
}

const out = [];
for (const { n, alg } of input) {
  const kp = await kpuzzle(n);
  const solved = kp.defaultPattern();
  const p = solved.applyAlg(new Alg(alg));
  out.push(rotations.some((r) => solvedLike(r ? p.applyAlg(new Alg(r)) : p, solved)));
}
console.log(JSON.stringify(out));
