import { checkFetchUrl, classifyAddress, isValidLinkUrl, parseIpv6 } from '@shared/domain/url-safety';

describe('address classes for Link to URL', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'private'],
    ['172.16.0.1', 'private'],
    ['172.31.255.255', 'private'],
    ['192.168.1.1', 'private'],
    ['100.100.100.200', 'private'],
    ['169.254.169.254', 'metadata'],
    ['169.254.10.1', 'link-local'],
    ['0.0.0.0', 'unspecified'],
    ['0.1.2.3', 'unspecified'],
    ['224.0.0.1', 'reserved'],
    ['255.255.255.255', 'reserved'],
    ['::', 'unspecified'],
    ['::1', 'loopback'],
    ['[::1]', 'loopback'],
    ['fc00::1', 'private'],
    ['fd12:3456::1', 'private'],
    ['fd00:ec2::254', 'metadata'],
    ['fe80::1', 'link-local'],
    ['febf::1', 'link-local'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:7f00:1', 'loopback'],
    ['::ffff:169.254.169.254', 'metadata'],
    ['64:ff9b::a00:1', 'private'],
    ['2002:a00:1::', 'private'],
    ['ff02::1', 'reserved'],
  ])('%s is %s', (address, kind) => {
    expect(classifyAddress(address)).toBe(kind);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '172.15.255.255', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('%s is public', (address) => {
    expect(classifyAddress(address)).toBe('public');
  });

  it('rejects malformed addresses', () => {
    expect(classifyAddress('256.0.0.1')).toBe('invalid');
    expect(classifyAddress('1.2.3')).toBe('invalid');
    expect(parseIpv6('1::2::3')).toBeNull();
    expect(parseIpv6('1:2:3:4:5:6:7:8:9')).toBeNull();
    expect(parseIpv6('fe80::1%eth0')).toBeNull();
    expect(parseIpv6('2001:db8::1')).toEqual([0x2001, 0xdb8, 0, 0, 0, 0, 0, 1]);
  });
});

describe('URLs the server may fetch', () => {
  it.each([
    ['http://127.0.0.1/x.png', 'host'],
    ['http://169.254.169.254/latest/meta-data/', 'host'],
    ['http://[::1]:8080/', 'host'],
    ['http://0x7f.1/', 'host'],
    ['http://2130706433/', 'host'],
    ['http://0/', 'host'],
    ['http://localhost:3000/', 'host'],
    ['http://app.localhost/', 'host'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'host'],
    ['http://[::ffff:10.0.0.1]/', 'host'],
    ['file:///etc/passwd', 'scheme'],
    ['ftp://example.com/a', 'scheme'],
    ['gopher://example.com/', 'scheme'],
    ['javascript:alert(1)', 'scheme'],
    ['http://user:pw@example.com/', 'credentials'],
    ['not a url', 'format'],
  ])('%s is refused (%s)', (url, reason) => {
    expect(checkFetchUrl(url)).toEqual({ ok: false, reason });
  });

  it('takes public http(s) URLs and resolves relative redirects against the last hop', () => {
    const check = checkFetchUrl('https://cdn.example.com/brand/logo.png?v=2');
    expect(check.ok && check.hostname).toBe('cdn.example.com');
    expect(check.ok && check.literal).toBe(false);
    const relative = checkFetchUrl('/other.png', 'https://cdn.example.com/brand/logo.png');
    expect(relative.ok && relative.url.href).toBe('https://cdn.example.com/other.png');
    expect(checkFetchUrl('http://8.8.8.8/a').ok).toBe(true);
  });

  it('an allow-listed exact host:port is taken whatever its address; nothing else of that host is', () => {
    const allowed = new Set(['127.0.0.1:4310', '127.0.0.1:80']);
    expect(checkFetchUrl('http://127.0.0.1:4310/logo.png', undefined, allowed)).toMatchObject({ ok: true, allowListed: true });
    expect(checkFetchUrl('http://127.0.0.1/logo.png', undefined, allowed)).toMatchObject({ ok: true, allowListed: true });
    expect(checkFetchUrl('http://127.0.0.1:4311/logo.png', undefined, allowed)).toEqual({ ok: false, reason: 'host' });
    expect(checkFetchUrl('https://127.0.0.1/logo.png', undefined, allowed)).toEqual({ ok: false, reason: 'host' });
    expect(checkFetchUrl('file://127.0.0.1/etc/passwd', undefined, allowed)).toEqual({ ok: false, reason: 'scheme' });
    expect(checkFetchUrl('http://127.0.0.1:4310/logo.png')).toEqual({ ok: false, reason: 'host' });
    expect(checkFetchUrl('http://8.8.8.8/a')).toMatchObject({ ok: true, allowListed: false });
  });

  it('the client check is about the URL format only', () => {
    expect(isValidLinkUrl('https://example.com/a.pdf')).toBe(true);
    expect(isValidLinkUrl('example.com/a.pdf')).toBe(false);
    expect(isValidLinkUrl('file:///etc/passwd')).toBe(false);
    expect(isValidLinkUrl('')).toBe(false);
  });
});

describe('storage endpoints: private, link-local and metadata spellings (checked without connecting)', () => {
  it.each([
    'http://10.0.0.5:9000',
    'http://012.0.0.5:9000',
    'http://172.16.0.1',
    'http://192.168.1.10:9000',
    'http://[fd12:3456::1]',
    'http://[fe80::1]:9000',
    'http://169.254.10.1',
    'http://169.254.169.254',
    'http://2852039166',
    'http://0xa9.0xfe.0xa9.0xfe',
    'http://0251.0376.0251.0376',
    'http://[::ffff:169.254.169.254]',
    'http://[::ffff:a9fe:a9fe]',
    'http://[64:ff9b::a9fe:a9fe]',
    'http://[fd00:ec2::254]',
    'http://100.100.100.200',
    'http://metadata.google.internal',
    'http://instance-data',
    'http://metadata',
  ])('%s is refused', (endpoint) => {
    expect(checkFetchUrl(endpoint)).toEqual({ ok: false, reason: 'host' });
  });

  it('the classes of these addresses are the ones the check refuses', () => {
    expect(classifyAddress('169.254.169.254')).toBe('metadata');
    expect(classifyAddress('[fd00:ec2::254]')).toBe('metadata');
    expect(classifyAddress('fe80::abcd')).toBe('link-local');
    expect(classifyAddress('10.1.2.3')).toBe('private');
    // only the four-part decimal form is an address once parsed: a resolver never answers another
    expect(classifyAddress('0x7f.0.0.1')).toBe('invalid');
    expect(classifyAddress('010.0.0.1')).toBe('invalid');
  });
});
