import { describe, expect, it } from 'vitest';
import {
  formatIndianAddress,
  parseIndianAddress,
  pinCodeOf,
  STATES_AND_UTS,
  stateOfPin,
} from './indian-address';

type Case = [address: string, street: string, city: string, state: string | null, pin: string];

// Addresses as savers type them in a profile: with and without a state, a PIN, a country,
// landmarks, labels and hyphens, in different orders.
const ADDRESSES: Case[] = [
  [
    'Flat 101, Sri Sai Residency, Ameerpet, Hyderabad, Telangana 500016',
    'Flat 101, Sri Sai Residency, Ameerpet',
    'Hyderabad',
    'Telangana',
    '500016',
  ],
  [
    '12-2-345, Road No. 3, Banjara Hills, Hyderabad 500034',
    '12-2-345, Road No. 3, Banjara Hills',
    'Hyderabad',
    'Telangana',
    '500034',
  ],
  [
    'H.No 8-3-228/5, Yousufguda, Hyderabad - 500045, India',
    'H.No 8-3-228/5, Yousufguda',
    'Hyderabad',
    'Telangana',
    '500045',
  ],
  [
    'Plot 44, Kavuri Hills, Madhapur, Hyderabad Telangana 500081',
    'Plot 44, Kavuri Hills, Madhapur',
    'Hyderabad',
    'Telangana',
    '500081',
  ],
  [
    'Door No 4-56, Near Ramalayam Temple, Main Road, Karimnagar, Telangana',
    'Door No 4-56, Near Ramalayam Temple, Main Road',
    'Karimnagar',
    'Telangana',
    '',
  ],
  ['23, Gandhi Nagar, Warangal, TS 506002', '23, Gandhi Nagar', 'Warangal', 'Telangana', '506002'],
  [
    'D.No. 48-12-7, Srinagar Colony, Visakhapatnam, Andhra Pradesh - 530016',
    'D.No. 48-12-7, Srinagar Colony',
    'Visakhapatnam',
    'Andhra Pradesh',
    '530016',
  ],
  [
    '5-87-12, Brodipet, Guntur Dist., AP 522002',
    '5-87-12, Brodipet',
    'Guntur',
    'Andhra Pradesh',
    '522002',
  ],
  [
    '#12, 3rd Cross, 5th Main, Koramangala 4th Block, Bengaluru, Karnataka 560034',
    '#12, 3rd Cross, 5th Main, Koramangala 4th Block',
    'Bengaluru',
    'Karnataka',
    '560034',
  ],
  [
    '221B, Koramangala, Bengaluru, Near Forum Mall, 560095',
    '221B, Koramangala, Near Forum Mall',
    'Bengaluru',
    'Karnataka',
    '560095',
  ],
  [
    'No. 7, Temple Street, Mysuru, Karnataka PIN 570001',
    'No. 7, Temple Street',
    'Mysuru',
    'Karnataka',
    '570001',
  ],
  [
    'Flat 3B, Sea Breeze Apts, Bandra West, Mumbai 400050, Maharashtra',
    'Flat 3B, Sea Breeze Apts, Bandra West',
    'Mumbai',
    'Maharashtra',
    '400050',
  ],
  [
    'A-502, Lodha Paradise, Majiwada, Thane West, Maharashtra 400601',
    'A-502, Lodha Paradise, Majiwada',
    'Thane West',
    'Maharashtra',
    '400601',
  ],
  [
    'Survey No 12, Hinjewadi Phase 1, Pune - 411057',
    'Survey No 12, Hinjewadi Phase 1',
    'Pune',
    'Maharashtra',
    '411057',
  ],
  ['House 14, Fontainhas, Panaji, Goa 403001', 'House 14, Fontainhas', 'Panaji', 'Goa', '403001'],
  [
    '12, Anna Salai, Teynampet, Chennai, Tamil Nadu 600018',
    '12, Anna Salai, Teynampet',
    'Chennai',
    'Tamil Nadu',
    '600018',
  ],
  [
    '45 Race Course Road, Coimbatore, TN 641018',
    '45 Race Course Road',
    'Coimbatore',
    'Tamil Nadu',
    '641018',
  ],
  [
    '14, Rue Romain Rolland, White Town, Pondicherry 605001',
    '14, Rue Romain Rolland, White Town',
    'Pondicherry',
    'Puducherry',
    '605001',
  ],
  [
    'TC 25/1234, Statue, Thiruvananthapuram, Kerala 695001',
    'TC 25/1234, Statue',
    'Thiruvananthapuram',
    'Kerala',
    '695001',
  ],
  [
    'Kochi, Marine Drive, Ernakulam, Kerala, Pincode: 682031',
    'Kochi, Marine Drive',
    'Ernakulam',
    'Kerala',
    '682031',
  ],
  [
    'Flat 2, Lajpat Nagar II, New Delhi 110024',
    'Flat 2, Lajpat Nagar II',
    'New Delhi',
    'Delhi',
    '110024',
  ],
  ['B-14, Preet Vihar, Delhi - 110092, India', 'B-14, Preet Vihar', 'Delhi', 'Delhi', '110092'],
  [
    'House 1122, Sector 15B, Chandigarh 160015',
    'House 1122, Sector 15B',
    'Chandigarh',
    'Chandigarh',
    '160015',
  ],
  [
    '3, Phase 7, Industrial Area, Mohali, Punjab 160055',
    '3, Phase 7, Industrial Area',
    'Mohali',
    'Punjab',
    '160055',
  ],
  ['56 Model Town, Ludhiana, Punjab 141002', '56 Model Town', 'Ludhiana', 'Punjab', '141002'],
  [
    'DLF Phase 3, U Block, Gurugram, Haryana 122002',
    'DLF Phase 3, U Block',
    'Gurugram',
    'Haryana',
    '122002',
  ],
  ['The Mall, Shimla, Himachal Pradesh 171001', 'The Mall', 'Shimla', 'Himachal Pradesh', '171001'],
  [
    'Residency Road, Srinagar, J&K 190001',
    'Residency Road',
    'Srinagar',
    'Jammu and Kashmir',
    '190001',
  ],
  ['Changspa Road, Leh, Ladakh 194101', 'Changspa Road', 'Leh', 'Ladakh', '194101'],
  [
    '12/4 Hazratganj, Lucknow, U.P. 226001',
    '12/4 Hazratganj',
    'Lucknow',
    'Uttar Pradesh',
    '226001',
  ],
  [
    'Civil Lines, Bareilly, Uttar Pradesh 243001',
    'Civil Lines',
    'Bareilly',
    'Uttar Pradesh',
    '243001',
  ],
  [
    '18 Rajpur Road, Dehradun, Uttarakhand 248001',
    '18 Rajpur Road',
    'Dehradun',
    'Uttarakhand',
    '248001',
  ],
  ['C-Scheme, Jaipur, Rajasthan 302001', 'C-Scheme', 'Jaipur', 'Rajasthan', '302001'],
  [
    'B/12 Satellite Road, Ahmedabad, Gujarat 380015',
    'B/12 Satellite Road',
    'Ahmedabad',
    'Gujarat',
    '380015',
  ],
  [
    'Nani Daman, Daman, 396210',
    'Nani Daman',
    'Daman',
    'Dadra and Nagar Haveli and Daman and Diu',
    '396210',
  ],
  ['MP Nagar Zone 1, Bhopal, M.P. 462011', 'MP Nagar Zone 1', 'Bhopal', 'Madhya Pradesh', '462011'],
  [
    'Shankar Nagar, Raipur, Chhattisgarh 492007',
    'Shankar Nagar',
    'Raipur',
    'Chhattisgarh',
    '492007',
  ],
  [
    'Salt Lake Sector V, Kolkata, West Bengal 700091',
    'Salt Lake Sector V',
    'Kolkata',
    'West Bengal',
    '700091',
  ],
  ['MG Marg, Gangtok, Sikkim 737101', 'MG Marg', 'Gangtok', 'Sikkim', '737101'],
  [
    'Aberdeen Bazaar, Port Blair 744101',
    'Aberdeen Bazaar',
    'Port Blair',
    'Andaman and Nicobar Islands',
    '744101',
  ],
  [
    'Plot 9, Saheed Nagar, Bhubaneswar, Orissa 751007',
    'Plot 9, Saheed Nagar',
    'Bhubaneswar',
    'Odisha',
    '751007',
  ],
  [
    'GS Road, Christian Basti, Guwahati, Assam 781005',
    'GS Road, Christian Basti',
    'Guwahati',
    'Assam',
    '781005',
  ],
  ['Police Bazar, Shillong, Meghalaya 793001', 'Police Bazar', 'Shillong', 'Meghalaya', '793001'],
  ['Boring Road, Patna, Bihar 800001', 'Boring Road', 'Patna', 'Bihar', '800001'],
  ['Main Road, Ranchi, Jharkhand 834001', 'Main Road', 'Ranchi', 'Jharkhand', '834001'],
  ['Bank More, Dhanbad 826001', 'Bank More', 'Dhanbad', 'Jharkhand', '826001'],
  // the PIN decides: a state written wrongly is taken out, and the PIN's state is the one
  [
    'Flat 7, Kondapur, Hyderabad, Andhra Pradesh 500084',
    'Flat 7, Kondapur',
    'Hyderabad',
    'Telangana',
    '500084',
  ],
  // written over lines, with a labelled PIN in the middle
  [
    'Flat 12\nGreen Park Apartments\nSecunderabad\nPIN Code - 500003\nTelangana',
    'Flat 12, Green Park Apartments',
    'Secunderabad',
    'Telangana',
    '500003',
  ],
  // a PIN written 3 + 3
  ['Benz Circle, Vijayawada 520 010', 'Benz Circle', 'Vijayawada', 'Andhra Pradesh', '520010'],
  // no PIN, no state: nothing is guessed
  ['Road No. 12, Banjara Hills', 'Road No. 12', 'Banjara Hills', null, ''],
  // one line without commas: it is all the street
  ['Plot 7 Madhapur Hyderabad 500081', 'Plot 7 Madhapur Hyderabad', '', 'Telangana', '500081'],
];

describe('parseIndianAddress', () => {
  it.each(ADDRESSES)('%s', (address, street, city, state, pinCode) => {
    expect(parseIndianAddress(address)).toEqual({
      street,
      city,
      state,
      pinCode,
      isUnknownPin: false,
    });
  });

  it('covers at least 40 addresses from every region', () => {
    expect(ADDRESSES.length).toBeGreaterThanOrEqual(40);
    const states = new Set(ADDRESSES.map((a) => a[3]).filter(Boolean));
    expect(states.size).toBeGreaterThanOrEqual(30);
  });

  it('says when a PIN code belongs to no state, and guesses no state for it', () => {
    expect(parseIndianAddress('Flat 4, Ameerpet, Hyderabad, Telangana 290016')).toEqual({
      street: 'Flat 4, Ameerpet',
      city: 'Hyderabad',
      state: null,
      pinCode: '290016',
      isUnknownPin: true,
    });
    expect(parseIndianAddress('Army camp, 990001').isUnknownPin).toBe(true);
  });

  it('reads a phone number or a hyphenated house number as neither a PIN nor a city', () => {
    expect(pinCodeOf('12-2-345, Road 3, Hyderabad, call 9876543210')).toBeNull();
    expect(parseIndianAddress('H.No 1-123456, Kukatpally, Hyderabad 500072').pinCode).toBe(
      '500072',
    );
  });
});

describe('stateOfPin', () => {
  it('knows every state and union territory by some PIN', () => {
    const covered = new Set(
      ['110001', '121001', '141001', '160017', '171001', '190001', '194101', '226001', '248001']
        .concat(['302001', '380001', '396210', '403001', '400001', '462001', '492001', '500001'])
        .concat(['520001', '560001', '600001', '605001', '682001', '682555', '700001', '737101'])
        .concat(['744101', '751001', '781001', '791111', '793001', '795001', '796001', '797001'])
        .concat(['799001', '800001', '834001'])
        .map((pin) => stateOfPin(pin)),
    );
    expect([...covered].sort()).toEqual(STATES_AND_UTS.map((s) => s.name).sort());
  });

  it('gives no state to a PIN that does not exist, or to a number that is not a PIN', () => {
    for (const pin of ['290001', '350001', '540001', '650001', '860001', '900001', '012345'])
      expect(stateOfPin(pin)).toBeNull();
    expect(stateOfPin('50001')).toBeNull();
  });
});

describe('formatIndianAddress', () => {
  it('writes the state once, before the PIN', () => {
    const parsed = parseIndianAddress(
      'Flat 101, Sri Sai Residency, Ameerpet, Hyderabad, Telangana 500016',
    );
    expect(formatIndianAddress(parsed)).toBe(
      'Flat 101, Sri Sai Residency, Ameerpet, Hyderabad, Telangana 500016',
    );
  });
});
