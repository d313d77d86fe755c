export default { comingSoon: 'जल्द आ रहा है' };
