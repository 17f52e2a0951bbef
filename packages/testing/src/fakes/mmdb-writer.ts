import net from 'node:net';

/**
 * A minimal writer of MaxMind DB files (https://maxmind.github.io/MaxMind-DB/), enough to build a
 * country database for tests: an IPv6 search tree (IPv4 networks live under ::/96, as in
 * GeoLite2), 24-bit records, and a data section of maps, strings and unsigned integers.
 */
type Value = string | number | { [key: string]: Value } | Value[];

function control(type: number, size: number): Buffer {
  const head: number[] = [];
  let sizeBits = size;
  const extra: number[] = [];
  if (size >= 65821) {
    sizeBits = 31;
    const v = size - 65821;
    extra.push((v >> 16) & 0xff, (v >> 8) & 0xff, v & 0xff);
  } else if (size >= 285) {
    sizeBits = 30;
    const v = size - 285;
    extra.push((v >> 8) & 0xff, v & 0xff);
  } else if (size >= 29) {
    sizeBits = 29;
    extra.push(size - 29);
  }
  if (type <= 7) head.push((type << 5) | sizeBits);
  else head.push(sizeBits, type - 7);
  return Buffer.from([...head, ...extra]);
}

function encode(value: Value): Buffer {
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([control(2, bytes.length), bytes]);
  }
  if (typeof value === 'number') {
    if (!Number.isInteger(value) || value < 0 || value > 0xffffffff) throw new RangeError(`unsupported ${value}`);
    const bytes: number[] = [];
    for (let v = value; v > 0; v = Math.floor(v / 256)) bytes.unshift(v % 256);
    return Buffer.concat([control(6, bytes.length), Buffer.from(bytes)]); // uint32
  }
  if (Array.isArray(value)) return Buffer.concat([control(11, value.length), ...value.map(encode)]);
  const entries = Object.entries(value);
  return Buffer.concat([control(7, entries.length), ...entries.flatMap(([k, v]) => [encode(k), encode(v)])]);
}

/** The 128 bits of a CIDR's address as 0/1 numbers, and its prefix length in the IPv6 tree. */
function networkBits(cidr: string): { bits: number[]; prefix: number } {
  const [address = '', length = ''] = cidr.split('/');
  const bytes: number[] = [];
  let prefix = Number(length);
  if (net.isIPv4(address)) {
    bytes.push(...new Array(12).fill(0), ...address.split('.').map(Number));
    prefix += 96;
  } else {
    const [head = '', tail = ''] = address.split('::');
    const groups = (s: string) => (s ? s.split(':').map((g) => parseInt(g, 16)) : []);
    const h = groups(head);
    const t = groups(tail);
    for (const g of [...h, ...new Array(8 - h.length - t.length).fill(0), ...t]) bytes.push(g >> 8, g & 0xff);
  }
  return { bits: bytes.flatMap((b) => [7, 6, 5, 4, 3, 2, 1, 0].map((i) => (b >> i) & 1)), prefix };
}

interface Node {
  children: [Node | number | null, Node | number | null];
}

/** Builds a database mapping each network to `{ country: { iso_code } }`. */
export function buildCountryMmdb(networks: Record<string, string>): Buffer {
  const data: Buffer[] = [];
  let dataSize = 0;
  const root: Node = { children: [null, null] };
  for (const [cidr, iso] of Object.entries(networks)) {
    const record = encode({ country: { iso_code: iso, names: { en: iso } } });
    const offset = dataSize;
    data.push(record);
    dataSize += record.length;
    const { bits, prefix } = networkBits(cidr);
    let node = root;
    for (let depth = 0; depth < prefix - 1; depth++) {
      const bit = bits[depth]!;
      let next = node.children[bit];
      if (typeof next !== 'object' || next === null) {
        next = { children: [null, null] };
        node.children[bit] = next;
      }
      node = next;
    }
    node.children[bits[prefix - 1]!] = offset; // a data offset, resolved below
  }
  const nodes: Node[] = [];
  const queue: Node[] = [root];
  while (queue.length) {
    const n = queue.shift()!;
    nodes.push(n);
    for (const c of n.children) if (typeof c === 'object' && c !== null) queue.push(c);
  }
  const index = new Map(nodes.map((n, i) => [n, i]));
  const nodeCount = nodes.length;
  const tree = Buffer.alloc(nodeCount * 6);
  nodes.forEach((n, i) => {
    n.children.forEach((c, side) => {
      const value = c === null ? nodeCount : typeof c === 'number' ? nodeCount + 16 + c : (index.get(c) as number);
      tree.writeUIntBE(value, i * 6 + side * 3, 3);
    });
  });
  const metadata = encode({
    node_count: nodeCount,
    record_size: 24,
    ip_version: 6,
    database_type: 'Oja-Test-Country',
    languages: ['en'],
    binary_format_major_version: 2,
    binary_format_minor_version: 0,
    build_epoch: 1_700_000_000,
    description: { en: 'Test country database' },
  });
  return Buffer.concat([
    tree,
    Buffer.alloc(16),
    ...data,
    Buffer.from([0xab, 0xcd, 0xef]),
    Buffer.from('MaxMind.com'),
    metadata,
  ]);
}
