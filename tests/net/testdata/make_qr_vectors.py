# Writes tests/net/testdata/qr_vectors.txt with Debian's python3-qrcode (7.4.2): /usr/bin/python3 tests/net/testdata/make_qr_vectors.py
import qrcode, qrcode.util, qrcode.base, qrcode.constants as C
levels = {'L': C.ERROR_CORRECT_L, 'M': C.ERROR_CORRECT_M, 'Q': C.ERROR_CORRECT_Q, 'H': C.ERROR_CORRECT_H}
out = []
out.append('# QR codes made by python3-qrcode 7.4.2 (Debian 12), byte mode, no quiet zone.')
out.append('# "capacity <level> <bytes for versions 1..40>", then codes: "code <level> <mask> <version> <text as hex>"')
out.append('# followed by one line a row in hex, 4 modules a digit from the left (1 dark), the last digit padded with light.')
for name, lv in levels.items():
    caps = []
    for v in range(1, 41):
        blocks = qrcode.base.rs_blocks(v, lv)
        data = sum(b.data_count for b in blocks)
        head = 4 + (8 if v <= 9 else 16)
        caps.append(str((data * 8 - head) // 8))
    out.append('capacity %s %s' % (name, ' '.join(caps)))
texts = [b'', b'A', b'https://parlor.example/#join=AQAAAAAAAQEEWHE3QhhrM1p0UjN2WXAxYk42bVdxMnNMeDlkR2g',
         bytes(range(256))[:100], ('Zo\u00eb \u674e\u96f7 ' * 9).encode(), b'x' * 271, b'y' * 600, b'z' * 1200]
cases = []
for i, t in enumerate(texts):
    for name in 'LMQH':
        cases.append((name, (i * 3 + 'LMQH'.index(name)) % 8, t))
for name, mask, t in cases:
    qr = qrcode.QRCode(version=None, error_correction=levels[name], mask_pattern=mask, border=0)
    qr.add_data(qrcode.util.QRData(t, mode=qrcode.util.MODE_8BIT_BYTE))
    qr.make(fit=True)
    out.append('code %s %d %d %s' % (name, mask, qr.version, t.hex() or '-'))
    for row in qr.modules:
        bits = ''.join('1' if m else '0' for m in row)
        bits += '0' * (-len(bits) % 4)
        out.append(''.join('%x' % int(bits[i:i + 4], 2) for i in range(0, len(bits), 4)))
open(__file__.replace('make_qr_vectors.py', 'qr_vectors.txt'), 'w').write('\n'.join(out) + '\n')
