/*
 * bcryptprimitives.dll for running Go programs under wine 8 (Debian 12),
 * which lacks it: Go's runtime (1.24 and later) gets its random bytes from
 * ProcessPrng in this DLL, present on every Windows 10 and later, and stops
 * at start-up without it. 50-windows.sh builds this stand-in with MinGW-w64
 * and puts it next to Cubelab.exe in a scratch directory, for the test only;
 * it is never shipped. It draws from RtlGenRandom (advapi32), which wine has.
 */
#include <windows.h>

BOOLEAN WINAPI SystemFunction036(PVOID buffer, ULONG length); /* RtlGenRandom */

__declspec(dllexport) BOOL WINAPI ProcessPrng(PBYTE data, SIZE_T size)
{
	while (size > 0) {
		ULONG n = size > 0x10000000 ? 0x10000000 : (ULONG)size;
		if (!SystemFunction036(data, n))
			return FALSE;
		data += n;
		size -= n;
	}
	return TRUE;
}
