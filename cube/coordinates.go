package cube

// The two orientation coordinates every 3x3x3 solver in the Kociemba
// family numbers the same way: the solved cube is 0 in both, and the last
// corner's twist and the last edge's flip follow from the others.

// Twist numbers the corner twists, 0..3^7-1: the twists of corners 0..6 as
// the digits of a base-3 number (corner 0 the most significant).
func (c *Cubies) Twist() int {
	t := 0
	for i := 0; i < 7; i++ {
		t = 3*t + int(c.CO[i])
	}
	return t
}

// SetTwist sets the corner twists numbered t by Twist.
func (c *Cubies) SetTwist(t int) {
	sum := 0
	for i := 6; i >= 0; i-- {
		c.CO[i] = uint8(t % 3)
		sum += t % 3
		t /= 3
	}
	c.CO[7] = uint8((3 - sum%3) % 3)
}

// Flip numbers the edge flips, 0..2^11-1: the flips of edges 0..10 as the
// bits of a binary number (edge 0 the most significant).
func (c *Cubies) Flip() int {
	f := 0
	for i := 0; i < 11; i++ {
		f = 2*f + int(c.EO[i])
	}
	return f
}

// SetFlip sets the edge flips numbered f by Flip.
func (c *Cubies) SetFlip(f int) {
	sum := 0
	for i := 10; i >= 0; i-- {
		c.EO[i] = uint8(f & 1)
		sum += f & 1
		f >>= 1
	}
	c.EO[11] = uint8(sum & 1)
}
