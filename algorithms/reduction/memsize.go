package reduction

import "reflect"

// deepSize estimates the bytes reachable from v: the backing arrays of its
// slices, its maps' entries (with Go's overhead roughly doubling them), the
// values behind its pointers, each counted once. It is what the table cache
// charges a size for.
func deepSize(v any) int64 {
	seen := map[uintptr]bool{}
	return sizeOf(reflect.ValueOf(v), seen)
}

// sizeOf is the bytes reachable from v, not counting v itself.
func sizeOf(v reflect.Value, seen map[uintptr]bool) int64 {
	switch v.Kind() {
	case reflect.Pointer:
		if v.IsNil() || seen[v.Pointer()] {
			return 0
		}
		seen[v.Pointer()] = true
		e := v.Elem()
		return int64(e.Type().Size()) + sizeOf(e, seen)
	case reflect.Slice:
		if v.IsNil() || v.Cap() == 0 {
			return 0
		}
		key := uintptr(v.UnsafePointer())
		if seen[key] {
			return 0
		}
		seen[key] = true
		total := int64(v.Cap()) * int64(v.Type().Elem().Size())
		if hasPointers(v.Type().Elem()) {
			for i := range v.Len() {
				total += sizeOf(v.Index(i), seen)
			}
		}
		return total
	case reflect.Map:
		if v.IsNil() || seen[v.Pointer()] {
			return 0
		}
		seen[v.Pointer()] = true
		kt, vt := v.Type().Key(), v.Type().Elem()
		total := 2 * int64(v.Len()) * int64(kt.Size()+vt.Size()+1)
		if hasPointers(kt) || hasPointers(vt) {
			it := v.MapRange()
			for it.Next() {
				total += sizeOf(it.Key(), seen) + sizeOf(it.Value(), seen)
			}
		}
		return total
	case reflect.Struct:
		total := int64(0)
		for i := range v.NumField() {
			total += sizeOf(v.Field(i), seen)
		}
		return total
	case reflect.Array:
		total := int64(0)
		if hasPointers(v.Type().Elem()) {
			for i := range v.Len() {
				total += sizeOf(v.Index(i), seen)
			}
		}
		return total
	case reflect.String:
		return int64(v.Len())
	case reflect.Interface:
		if v.IsNil() {
			return 0
		}
		e := v.Elem()
		return int64(e.Type().Size()) + sizeOf(e, seen)
	}
	return 0
}

// hasPointers reports whether values of t can refer to more memory.
func hasPointers(t reflect.Type) bool {
	switch t.Kind() {
	case reflect.Pointer, reflect.Slice, reflect.Map, reflect.String, reflect.Interface:
		return true
	case reflect.Struct:
		for i := range t.NumField() {
			if hasPointers(t.Field(i).Type) {
				return true
			}
		}
	case reflect.Array:
		return t.Len() > 0 && hasPointers(t.Elem())
	}
	return false
}
